import { PICKUP_NAME_REQUIRED, TABLE_REQUIRED } from '@meja/shared/contracts/orders';
import { ORDERING_CLOSED_TITLE } from '@meja/shared/ordering-closed';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** SPEC §2 cart /{slug}/cart. */
export const cartMessages = i18n('diner/cart', {
  title: 'Keranjang',
  backToMenu: '← Kembali ke menu',
  empty: 'Keranjang kosong.',
  table: 'Nomor meja',
  tablePlaceholder: 'A1',
  tableRequired: `${TABLE_REQUIRED}.`,
  orderType: 'Jenis pesanan',
  dineIn: 'Makan di sini',
  takeaway: 'Bawa pulang',
  pickupName: 'Nama atau nomor pengambilan',
  pickupPlaceholder: 'mis. BUDI',
  pickupRequired: `${PICKUP_NAME_REQUIRED}.`,
  note: 'Keterangan',
  clear: 'Bersihkan',
  placing: 'Memesan...',
  place: 'Pesan Sekarang',
  orderFailed: 'Gagal membuat pesanan.',
  soldOutCart: 'Ada menu yang sedang habis di keranjang. Hapus menu bertanda Habis untuk memesan.',
  choicesChangedCart: 'Pilihan untuk menu bertanda sudah berubah. Hapus menu itu, lalu pilih lagi dari menu.',
  closed: ORDERING_CLOSED_TITLE,
});

/** One cart line: −/qty/+ and 'Hapus'. */
export const cartLineMessages = i18n('diner/cart-line', {
  soldOut: 'Sedang habis',
  decrease: params('Kurangi {name}'),
  quantity: params('Jumlah {name}'),
  increase: params('Tambah {name}'),
  remove: 'Hapus',
  addNote: 'Tambah catatan',
  note: params('Catatan untuk {name}'),
  notePlaceholder: 'mis. tanpa bawang, tidak pedas',
  choicesChanged: 'Pilihannya sudah berubah. Hapus, lalu pilih lagi.',
});

/** Subtotal, service charge, tax and total of the cart and of a tracked order (issue 20 charges). */
export const totalsMessages = i18n('diner/totals', {
  subtotal: 'Subtotal',
  noTax: params('Tanpa {type}'),
  tax: params('{type} {rate}%'),
  taxIncluded: params('{type} {rate}% (termasuk)'),
  serviceCharge: params('Biaya layanan {rate}%'),
  total: params('Total (incl. {type})'),
});
