/* The receipt printer's paper, chosen on each device and remembered there (issue 12). */

export const PAPER_WIDTHS = ['58', '80'] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

const PAPER_KEY = 'meja-receipt-paper';

/** This device's paper, 58 mm until someone picks 80. */
export function rememberedPaper(): PaperWidth {
  try {
    const stored = window.localStorage.getItem(PAPER_KEY);
    return PAPER_WIDTHS.find((paper) => paper === stored) ?? '58';
  } catch {
    return '58';
  }
}

export function rememberPaper(paper: PaperWidth): void {
  try {
    window.localStorage.setItem(PAPER_KEY, paper);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

export function paperOf(value: string): PaperWidth | undefined {
  return PAPER_WIDTHS.find((paper) => paper === value);
}
