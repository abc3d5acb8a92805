import { SOLD_OUT_LABEL } from '@meja/shared/sold-out';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** A dish wherever it is shown: card, detail, cart line (badges, price, photo, 'Habis'). */
export const dishMessages = i18n('diner/dish', {
  soldOut: SOLD_OUT_LABEL,
  favorite: 'Favorit',
  special: 'Spesial',
  addToCart: params('Tambah {name} ke keranjang'),
  chooseOptions: params('Pilih opsi {name}'),
  noImage: 'No Image',
  normalPrice: 'Harga normal',
});
