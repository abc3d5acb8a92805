import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/* Texts of the admin payments screen added with issue 12 (cash received, receipts). */
export const paymentsMessages = i18n('admin/payments', {
  cashTitle: 'Bayar tunai',
  cashConfirm: 'Catat pembayaran',
  cashOptional: 'Uang diterima boleh dikosongkan bila tidak perlu dicatat.',
  cashSeveral: params(
    'Kembalian dihitung dari total {count} order. Uang diterima tidak disimpan per order saat beberapa order dibayar sekaligus.',
  ),
  /** `change` is formatted with formatRupiah. */
  changeGiven: params(' Kembalian {change}.'),
  cashReceivedColumn: 'Uang diterima',
  changeColumn: 'Kembalian',
});
