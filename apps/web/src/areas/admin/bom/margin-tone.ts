/** Below this margin a dish is flagged (brief: "margin coloured when low < 30%"). */
export const LOW_MARGIN_PERCENT = 30;

export type MarginTone = 'none' | 'low' | 'ok';

/** Judged on the whole percent that is shown, so '30%' is never red. */
export function marginTone(marginPercent: number | null): MarginTone {
  if (marginPercent === null) return 'none';
  return Math.round(marginPercent) < LOW_MARGIN_PERCENT ? 'low' : 'ok';
}
