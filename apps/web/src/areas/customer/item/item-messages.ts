import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** SPEC §2 item detail. */
export const itemMessages = i18n('diner/item', {
  titleFallback: 'Menu',
  back: '← Kembali',
  notFound: 'Menu tidak ditemukan',
  soldOut: 'Menu ini sedang habis. Silakan pilih menu lain.',
});

/** The dish's option groups and the add button that carries their price (issue 20). */
export const optionMessages = i18n('diner/options', {
  requiredExactly: params('Wajib, pilih {count}'),
  requiredRange: params('Wajib, pilih {min}–{max}'),
  optional: params('Opsional, maks {max}'),
  priceDelta: params('+{price}'),
  add: params('Tambah ke keranjang · {price}'),
  added: 'Ditambahkan',
  chooseFirst: params('Pilih {group} dulu untuk menambahkan ke keranjang.'),
});
