import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/** The POS's choice of a dish's options (issue 20). */
export const optionPickerMessages = i18n('pos/option-picker', {
  title: params('Pilihan {name}'),
  pickOne: 'Wajib, pilih 1',
  pickRange: params('Wajib, pilih {min}–{max}'),
  pickUpTo: params('Opsional, maks {max}'),
  delta: params('+{amount}'),
  missing: params('Pilih {group} dulu'),
  cancel: 'Batal',
  add: params('Tambah · {price}'),
});
