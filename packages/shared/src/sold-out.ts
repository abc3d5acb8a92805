import type { ErrorCode } from './contracts/common';
import { STOCK_MESSAGES } from './stock-rules';

/**
 * 'Habis' on the diner menu (issue 12): the diner app's cards and item page and the server's still
 * preview draw the same label in place of the '+', so nothing moves when the app starts. Colours
 * are the theme's text on its muted surface (≥ 4.5:1 in every theme); the photo turns grey (no
 * transparency: the 'No Image' placeholder's text must keep its contrast).
 * apps/web/src/styles.css lists this file as a Tailwind source, so these classes are always built.
 */
export const SOLD_OUT_LABEL = STOCK_MESSAGES.soldOutLabel;
export const SOLD_OUT_BADGE_CLASS =
  'inline-flex h-8 shrink-0 items-center rounded-full border border-(--diner-field-border) bg-(--diner-surface-2) px-2.5 text-xs font-bold text-(--diner-text)';
export const SOLD_OUT_IMAGE_CLASS = 'grayscale';

/**
 * The error code of a refused order or sale of a sold-out dish (`ERROR_CODES`), for the zod-free
 * diner and POS code that must react to it (refetch the menu).
 */
export const SOLD_OUT_CODE = 'SOLD_OUT' satisfies ErrorCode;

export function isSoldOutRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === SOLD_OUT_CODE;
}
