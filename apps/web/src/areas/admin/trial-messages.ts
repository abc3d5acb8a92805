import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/* The trial countdown of the tenant admin layout (issue 12). */
export const trialMessages = i18n('admin/trial', {
  titleLastDay: 'Uji coba berakhir dalam 24 jam',
  titleDays: params('Uji coba berakhir dalam {days} hari'),
  detail: params(
    'Masa uji coba gratis paket BASIC berakhir {endsAt}. Pilih paket sekarang agar restoran tetap menerima pesanan tanpa jeda; data Anda tetap aman.',
  ),
  upgrade: 'Upgrade sekarang',
});

/**
 * `days` is the server's trialDaysLeft: whole days rounded up, so 1 means the trial ends within
 * the next 24 hours (not necessarily 'besok' or 'hari ini' on the calendar).
 */
export function trialCountdownTitle(days: number): string {
  const texts = trialMessages.get();
  return days === 1 ? texts.titleLastDay : texts.titleDays({ days });
}

export function trialCountdownDetail(endsAt: string): string {
  return trialMessages.get().detail({ endsAt });
}
