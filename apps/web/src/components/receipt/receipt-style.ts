import type { PaperWidth } from './receipt-paper';

/*
 * The receipt's own CSS (it also prints in a popup without the app's stylesheet), and the page rule
 * that makes Chromium print it on the roll: `@page { size: 58mm auto }` is invalid CSS that Chromium
 * ignores (the page falls back to Letter), so the page is sized to the receipt as rendered — the
 * paper's width and the receipt's measured height — with no margin (issue 12).
 */

export const RECEIPT_CSS = `
.meja-receipt { box-sizing: border-box; width: 58mm; padding: 3mm 5mm 4mm; background: #fff; color: #000;
  font: 11px/1.35 ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace; text-align: left; }
.meja-receipt[data-paper='80'] { width: 80mm; padding: 3mm 4mm 4mm; font-size: 12px; }
.meja-receipt * { box-sizing: border-box; margin: 0; }
.meja-receipt .rc-name { font-size: 1.25em; font-weight: 700; text-align: center; overflow-wrap: anywhere; }
.meja-receipt .rc-center { text-align: center; overflow-wrap: anywhere; }
.meja-receipt .rc-muted { color: #222; }
.meja-receipt .row { display: flex; justify-content: space-between; gap: 6px; }
.meja-receipt .row > :first-child { overflow-wrap: anywhere; min-width: 0; }
.meja-receipt .row > :last-child { white-space: nowrap; text-align: right; }
.meja-receipt .strong { font-weight: 700; }
.meja-receipt .order { border-top: 1px dashed #000; margin-top: 4px; padding-top: 4px; }
.meja-receipt .rc-rule { border: 0; border-top: 1px dotted #000; margin: 3px 0; }
.meja-receipt .rc-total { font-size: 1.1em; }
.meja-receipt .grand { border-top: 2px solid #000; margin-top: 4px; padding-top: 4px; font-size: 1.15em; }
.meja-receipt .rc-thanks { margin-top: 6px; text-align: center; }
`;

/** A little more than the receipt itself, so rounding never spills a blank second page. */
const HEIGHT_SLACK_MM = 2;

/** CSS pixels (96 per inch) to the page height in whole millimetres, with a little slack. */
export function pageHeightMm(pixels: number): number {
  const millimetres = Number.isFinite(pixels) && pixels > 0 ? Math.ceil((pixels * 25.4) / 96) : 1;
  return millimetres + HEIGHT_SLACK_MM;
}

/** The printed height of a rendered receipt. */
export function receiptHeightMm(element: Element): number {
  return pageHeightMm(element.getBoundingClientRect().height);
}

/** The page of the roll: the paper's width by the receipt's height, no margin (the receipt pads itself). */
export function receiptPageCss(paper: PaperWidth, heightMm: number): string {
  return `@page { size: ${paper}mm ${heightMm}mm; margin: 0; }`;
}

/** Printing the app's own page: only the receipt's print copy shows, at the page's top left. */
export const PRINT_ONLY_RECEIPT_CSS = `
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; }
  body > :not(.meja-receipt-print) { display: none !important; }
  .meja-receipt-print { position: static !important; left: auto !important; }
}
`;
