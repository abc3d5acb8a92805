import { params } from '@nanostores/i18n';
import { i18n } from '../i18n/i18n';

/** The cash dialog's words (the POS sale and the admin's cash payment), in the visible locale. */
export const cashMessages = i18n('pos/cash', {
  received: 'Uang diterima (Rp)',
  quick: 'Pilihan cepat',
  /** The total itself, as @meja/shared/cash quickCashOptions names it. */
  exactCash: 'Uang pas',
  change: 'Kembalian',
  short: params('Kurang {amount}'),
  total: 'Total',
  cancel: 'Batal',
  working: 'Memproses...',
});
