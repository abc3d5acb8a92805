import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/*
 * Texts of the POS offline layer (SPEC §8: the server's message first, these when there is none),
 * read when an error is made, in the visible locale.
 */
export const offlineMessages = i18n('pos/offline', {
  noConnection: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  menuFailed: 'Failed to load',
  orderFailed: 'Failed to create order',
  paymentFailed: 'Failed to create order',
  addItemFailed: 'Failed to add item',
  addCashierFailed: 'Gagal menambahkan kasir',
  saveFailed: 'Gagal menyimpan',
  shiftFailed: 'Shift tidak dapat dimuat.',
  noResponse: 'Tidak ada respons dari server.',
  requestFailed: params('Permintaan gagal (HTTP {status}).'),
  qrisNotConfigured: 'QRIS belum diatur. Simpan kode QRIS statis restoran di Pengaturan.',
  gatewayNeedsNetwork:
    'Pembayaran lewat gateway memerlukan koneksi internet dan tidak bisa disimpan offline. Pilih tunai, atau coba lagi saat online dan semua transaksi offline terkirim.',
});

/** The client's code for a QRIS sale refused on this device: the restaurant has no QRIS payload. */
export const QRIS_NOT_CONFIGURED_CODE = 'QRIS_NOT_CONFIGURED';

/** The code of a gateway payment refused on this device (offline, or writes still queued): the server's own. */
export const GATEWAY_NEEDS_NETWORK_CODE = 'GATEWAY_NEEDS_NETWORK';
