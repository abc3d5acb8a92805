import { expect, type APIRequestContext } from '@playwright/test';

/* Fresh accounts for the account journeys (issue 12): never the shared demo accounts' passwords. */

export const NEW_OWNER_PASSWORD = 'rahasia-e2e-123';

function field(body: unknown, key: string): string {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  if (typeof value !== 'string') throw new Error(`no ${key} in ${JSON.stringify(body)}`);
  return value;
}

/** Registers a restaurant through the API and follows the dev-mode verify link. */
export async function registerVerifiedOwner(request: APIRequestContext, label: string) {
  const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-${label}-${runId}@example.test`;
  const response = await request.post('/api/v1/public/register', {
    data: { restaurantName: `WARUNG ${label.toUpperCase()} ${runId}`, email, password: NEW_OWNER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body: unknown = await response.json();
  expect((await request.get(field(body, 'verifyUrl'))).ok()).toBe(true);
  return { email, password: NEW_OWNER_PASSWORD, slug: field(body, 'tenantSlug') };
}

/**
 * The newest link to `path` in the mail the e2e server sent to `email` (its TEST_MAIL_HOOK outbox:
 * without SMTP the mail is only logged), as a path the browser can open.
 */
export async function linkFromMail(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/v1/test/mail?${new URLSearchParams({ to: email }).toString()}`,
      );
      expect(response.status()).toBe(200);
      const body: unknown = await response.json();
      const items: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'items') : null;
      const texts = Array.isArray(items) ? items.map((item: unknown) => field(item, 'text')) : [];
      const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const found = texts
        .map((text) => new RegExp(`https?://[^\\s]+${escaped}\\?\\S+`).exec(text)?.[0])
        .find(Boolean);
      link = found ?? null;
      return link;
    })
    .not.toBeNull();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}
