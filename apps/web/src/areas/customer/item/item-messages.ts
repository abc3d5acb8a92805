import { i18n } from '../../../i18n/i18n';

/** SPEC §2 item detail. */
export const itemMessages = i18n('diner/item', {
  titleFallback: 'Menu',
  back: '← Kembali',
  notFound: 'Menu tidak ditemukan',
  soldOut: 'Menu ini sedang habis. Silakan pilih menu lain.',
});
