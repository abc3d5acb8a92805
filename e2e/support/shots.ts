import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/**
 * Whether journeys write their screenshots: on by default, for the people who look at them; off in
 * CI (nobody opens them there, and they cost a tenth of a journey's time), or with E2E_SHOTS=off.
 */
export const SHOTS_ON = (process.env.E2E_SHOTS ?? (process.env.CI ? 'off' : 'on')) !== 'off';

/** A screenshot saved to `path` when SHOTS_ON; the page is left as it is either way. */
export async function saveShot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (SHOTS_ON) await target.screenshot({ path, ...options });
}

/** Where the account journeys keep their screenshots (outside the repository). */
export const ACCOUNT_SHOTS = '/work/shots/accounts';

/** Full-page screenshots at a phone's 390×844 and a laptop's 1366×768, then the old size again. */
export async function shotsAtBothSizes(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await saveShot(page, `${dir}/${name}-${width}.png`, { fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
