import type { Page } from '@playwright/test';

/* The diner pages read the public tenant (SPEC §3) from the page itself (JSON the server puts in the
 * diner's HTML) or from GET /api/v1/public/resolve/{slug}; this changes both answers for one page. */

const EMBEDDED = /(<script[^>]*\bid="meja-diner-data"[^>]*>)([\s\S]*?)(<\/script>)/;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

function patchEmbedded(html: string, patch: Record<string, unknown>): string {
  return html.replace(EMBEDDED, (_match, open: string, json: string, close: string) => {
    const data = record(JSON.parse(json));
    const patched = { ...data, tenant: { ...record(data.tenant), ...patch } };
    return `${open}${JSON.stringify(patched).replaceAll('<', '\\u003c')}${close}`;
  });
}

/** Every diner page and tenant lookup of `slug` in this page answers with `patch` applied to the tenant. */
export async function overridePublicTenant(
  page: Page,
  slug: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await page.route(`**/api/v1/public/resolve/${slug}`, async (route) => {
    const response = await route.fetch();
    const tenant = record(await response.json());
    await route.fulfill({ response, json: { ...tenant, ...patch } });
  });
  await page.route(
    (url) => url.pathname.startsWith(`/${slug}/`),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = patchEmbedded(await response.text(), patch);
      return route.fulfill({ response, body });
    },
  );
}
