import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

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
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
