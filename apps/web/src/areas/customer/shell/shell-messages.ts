import {
  RESTAURANT_NOT_FOUND_DETAIL,
  RESTAURANT_NOT_FOUND_HOME,
  RESTAURANT_NOT_FOUND_TITLE,
} from '@meja/shared/restaurant-not-found';
import { count } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The diner's frame: the top bar, the language switch, the loading and not-found pages. */
export const shellMessages = i18n('diner/shell', {
  navigation: 'Navigasi pelanggan',
  menu: 'Menu',
  orderTracking: 'Order Tracking',
  cart: 'Keranjang',
  /** Read after the cart's count by screen readers only ('Keranjang 2 item'). */
  cartItems: count({ other: ' item' }),
  language: 'Bahasa',
  loading: 'Memuat data...',
  retry: 'Coba lagi',
  loadFailed: 'Gagal memuat data.',
  pageNotFoundTitle: 'Halaman tidak ditemukan',
  pageNotFoundDetail:
    'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya.',
  home: 'Kembali ke beranda',
  restaurantNotFoundTitle: RESTAURANT_NOT_FOUND_TITLE,
  restaurantNotFoundDetail: RESTAURANT_NOT_FOUND_DETAIL,
  restaurantNotFoundHome: RESTAURANT_NOT_FOUND_HOME,
});
