import { count, params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The POS shell: header, navigation, language, offline and sync state, the failed writes. */
export const shellMessages = i18n('pos/shell', {
  navLabel: 'Menu kasir',
  navDashboard: 'Dashboard',
  navShift: 'Shift',
  navReports: 'Reports',
  logout: 'Keluar',
  loggingOut: 'Keluar...',
  logoutBlockedTitle: 'Belum bisa keluar',
  logoutBlocked: params(
    'Masih ada {count} aksi yang belum tersinkron. Aksi itu dikirim atas nama Anda, jadi tunggu sampai internet tersambung dan semuanya tersinkron (atau buang aksi yang gagal), lalu keluar.',
  ),
  understood: 'Mengerti',
  offline: 'Offline',
  offlineDetail: ': transaksi disimpan di perangkat dan dikirim saat tersambung.',
  unsynced: params('{count} belum tersinkron'),
  failedCount: params('{count} gagal sinkron'),
  failedTitle: 'Gagal sinkron',
  close: 'Tutup',
  allSynced: 'Semua data sudah tersinkron.',
  attempts: count({ one: '{count}× dicoba', many: '{count}× dicoba' }),
  refused: 'Ditolak server.',
  discardGroup: 'Konfirmasi buang',
  discardConfirm: 'Buang aksi ini? Data ini tidak akan pernah dikirim ke server.',
  discardYes: 'Ya, buang',
  cancel: 'Batal',
  retry: 'Coba lagi',
  discard: 'Buang',
  kindOrder: 'Pesanan',
  kindPayIntent: 'Pembayaran',
  kindPayConfirm: 'Konfirmasi pembayaran',
  kindMenuItem: 'Tambah menu',
  kindCashier: 'Tambah kasir',
  kindShiftOpen: 'Buka shift',
  kindShiftClose: 'Tutup shift',
  openingCash: params('(kas awal {amount})'),
  closingCash: params('(kas akhir {amount})'),
});

/** The language switch: each language named in itself, the same in every locale. */
export const languageMessages = i18n('pos/language', {
  label: 'Bahasa',
  id: 'Bahasa Indonesia',
  en: 'English',
});
