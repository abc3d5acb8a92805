/* The trial countdown of the tenant admin layout (issue 12). */

/**
 * `days` is the server's trialDaysLeft: whole days rounded up, so 1 means the trial ends within
 * the next 24 hours (not necessarily 'besok' or 'hari ini' on the calendar).
 */
export function trialCountdownTitle(days: number): string {
  return days === 1 ? 'Uji coba berakhir dalam 24 jam' : `Uji coba berakhir dalam ${days} hari`;
}

export function trialCountdownDetail(endsAt: string): string {
  return `Masa uji coba gratis paket BASIC berakhir ${endsAt}. Pilih paket sekarang agar restoran tetap menerima pesanan tanpa jeda; data Anda tetap aman.`;
}

export const TRIAL_UPGRADE_LABEL = 'Upgrade sekarang';
