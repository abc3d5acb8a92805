/** SPEC §9: money is Indonesian rupiah without decimals, id-ID grouping ('Rp 12.500'). */
const RUPIAH_DIGITS = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** 12500 → 'Rp 12.500'; -2000 → '-Rp 2.000'; rounds to whole rupiah. */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp 0';
  const rounded = Math.round(amount);
  const digits = RUPIAH_DIGITS.format(Math.abs(rounded));
  return rounded < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}
