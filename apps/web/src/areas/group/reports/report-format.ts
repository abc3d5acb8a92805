const PERCENT_ONE_DECIMAL = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 32.5 → '32,5%'; no revenue (null) → '–' (a percentage of nothing is not 0). */
export function formatReportPercent(value: number | null): string {
  return value === null ? '–' : `${PERCENT_ONE_DECIMAL.format(value)}%`;
}
