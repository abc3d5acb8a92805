import { ORDERING_CLOSED_DETAIL, ORDERING_CLOSED_TITLE } from '@meja/shared/ordering-closed';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The menu page (SPEC §2): sections, jump bar, toast, restaurant header, ad slot. */
export const menuMessages = i18n('diner/menu', {
  title: params('Menu {name}'),
  titleFallback: 'Menu',
  added: params('{name} ditambahkan ke keranjang'),
  viewCart: 'Lihat Keranjang',
  empty: 'Belum ada menu.',
  specialsTitle: 'Spesial Hari Ini',
  favoritesTitle: 'Favorit',
  jumpBar: 'Lompat ke bagian menu',
  jumpSpecials: 'Spesial',
  jumpFavorites: 'Favorit',
  jumpDrinks: 'Minuman',
  reservation: 'Reservasi Hub',
  ad: 'Iklan',
  adPlaceholder: 'Space iklan',
  closedTitle: ORDERING_CLOSED_TITLE,
  closedDetail: ORDERING_CLOSED_DETAIL,
});

/** SPEC §2 'Simpan Halaman Ini': the dialog a back navigation on the menu opens. */
export const bookmarkMessages = i18n('diner/bookmark', {
  title: 'Simpan Halaman Ini',
  detail: 'Simpan menu ini agar mudah dibuka lagi saat memesan berikutnya.',
  hint: 'Buka menu browser (⋮) lalu pilih ☆ / Tambahkan ke bookmark, atau tekan Ctrl+D.',
  bookmarkNow: 'Bookmark sekarang',
  stay: 'Tetap di sini',
  leave: 'Lanjutkan keluar',
});

/** SPEC §2 share buttons in the top bar. */
export const shareMessages = i18n('diner/share', {
  share: 'Bagikan',
  group: 'Bagikan halaman ini',
  shareOn: params('Bagikan ke {name}'),
  shareOnPrefix: 'Bagikan ke',
  copyFor: params('Salin link untuk {name}'),
  copyForPrefix: 'Salin link untuk',
  copyPrompt: 'Salin link ini:',
  copied: 'Link disalin. Tempel di Instagram Bio/DM.',
});

/** SPEC §2/§5 WhatsApp opt-in banner (its invitation is the restaurant's own text). */
export const waOptinMessages = i18n('diner/wa-optin', {
  region: 'WhatsApp',
  phoneRequired: 'Masukkan nomor WhatsApp',
  phonePlaceholder: '08xxxxxxxxxx',
  saveFailed: 'Gagal menyimpan',
  thanks: 'Terima kasih! Nomor Anda sudah kami catat.',
  close: 'Tutup',
  send: 'Kirim',
});
