import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/** Words of the admin orders screen that issue 12 added (confirmation states, un-confirming). */
export const ordersMessages = i18n('admin/orders', {
  confirm: 'Konfirmasi',
  confirmOrder: 'Konfirmasi pesanan',
  confirmed: 'Terkonfirmasi',
  unconfirm: 'Batalkan konfirmasi',
  keepConfirmed: 'Tetap terkonfirmasi',
  unconfirmTitle: params('Batalkan konfirmasi pesanan #{id}?'),
  unconfirmBody:
    'Pesanan hilang dari layar dapur dan kembali menunggu konfirmasi. Stok bahan yang sudah dipotong dikembalikan.',
  unconfirmReady: 'Dapur sudah menandainya READY.',
});
