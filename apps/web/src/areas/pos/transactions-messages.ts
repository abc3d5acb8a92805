import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/** The transactions table of the dashboard and the reports (SPEC §3). */
export const transactionsMessages = i18n('pos/transactions', {
  time: 'Waktu',
  transaction: 'Transaksi',
  items: 'Item',
  method: 'Metode',
  total: 'Total',
  itemCount: count({ one: '{count} item', many: '{count} item' }),
  refused: 'Ditolak server',
  unsynced: 'Belum tersinkron',
});
