import { expect, type APIRequestContext } from '@playwright/test';
import { registerResponse } from '@meja/shared/contracts/auth';
import { testMailList } from '@meja/shared/contracts/test-hooks';

/* Fresh accounts for the account journeys (issue 12): never the shared demo accounts' passwords. */

export const NEW_OWNER_PASSWORD = 'rahasia-e2e-123';

/** Registers a restaurant through the API and follows the dev-mode verify link. */
export async function registerVerifiedOwner(request: APIRequestContext, label: string) {
  const runId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-${label}-${runId}@example.test`;
  const response = await request.post('/api/v1/public/register', {
    data: { restaurantName: `WARUNG ${label.toUpperCase()} ${runId}`, email, password: NEW_OWNER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const registered = registerResponse.parse(await response.json());
  if (!registered.verifyUrl) throw new Error('no quick-verify link: the e2e server runs without SMTP');
  expect((await request.get(registered.verifyUrl)).ok()).toBe(true);
  return { email, password: NEW_OWNER_PASSWORD, slug: registered.tenantSlug };
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
      const texts = testMailList.parse(await response.json()).items.map((item) => item.text);
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
