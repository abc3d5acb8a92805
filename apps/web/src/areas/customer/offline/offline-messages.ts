import { i18n } from '../../../i18n/i18n';

/** SPEC §8 offline order texts, shown on the menu after an order was queued (issue 12: and after). */
export const offlineMessages = i18n('diner/offline', {
  waiting: 'Pesanan disimpan offline dan akan dikirim otomatis saat tersambung internet.',
  sent: 'Pesanan yang disimpan offline sudah terkirim ke restoran.',
  track: 'Lacak pesanan',
  refused: 'Pesanan yang disimpan offline tidak dapat dikirim:',
  refusedFallback: 'Gagal membuat pesanan.',
});
