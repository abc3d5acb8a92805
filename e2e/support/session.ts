import type { Page } from '@playwright/test';

/** The raw 'session-store' value in the page's localStorage, or null. */
export async function storedSession(page: Page): Promise<string | null> {
  const state = await page.context().storageState();
  const entry = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'session-store');
  return entry?.value ?? null;
}
