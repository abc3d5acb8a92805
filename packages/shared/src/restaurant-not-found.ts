/**
 * A diner page of a restaurant address that does not exist (issue 12: it showed two error boxes and
 * a spinner that never stopped). The diner app and the server's still copy of the page (answered
 * with status 404) say the same.
 */
export const RESTAURANT_NOT_FOUND_TITLE = 'Restoran tidak ditemukan';
export const RESTAURANT_NOT_FOUND_DETAIL =
  'Alamat ini tidak terdaftar di Meja. Periksa kembali QR code di meja atau tautan yang Anda terima dari restoran.';
export const RESTAURANT_NOT_FOUND_HOME = 'Kembali ke beranda';
