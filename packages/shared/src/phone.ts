/** Chat links (wa.me): non-digits removed, a leading 0 becomes 62. */
export function chatPhone(raw: string): string {
  const digits = raw.replace(/\D+/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * Reservation number: digits and plus kept; a leading plus dropped (62 kept),
 * a leading 0 becomes 62. Stray plus signs inside the number are removed.
 */
export function reservationPhone(raw: string): string {
  const kept = raw.replace(/[^\d+]+/g, '').replace(/^\++/, '');
  const digits = kept.replace(/\+/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}
