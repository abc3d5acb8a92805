import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/*
 * Texts of the POS offline layer (SPEC §8: the server's message first, these when there is none),
 * read when an error is made, in the visible locale.
 */
export const offlineMessages = i18n('pos/offline', {
  noConnection: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  menuFailed: 'Failed to load',
  saleReadFailed: 'Struk transaksi ini tidak dapat dibuka.',
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
  /** Issue 20: the shared DISCOUNT_MESSAGES.pinRequired. */
  discountPinRequired: params('Diskon di atas {limit}% perlu PIN admin.'),
  discountNeedsNetwork: params(
    'Diskon di atas {limit}% perlu PIN admin, dan PIN hanya bisa diperiksa saat online. Kurangi diskon, atau coba lagi saat online dan semua transaksi offline terkirim.',
  ),
  /** The shared DISCOUNT_MESSAGES.tooLarge. */
  discountTooLarge: 'Diskon tidak boleh melebihi harga.',
});

/** The client's code for a QRIS sale refused on this device: the restaurant has no QRIS payload. */
export const QRIS_NOT_CONFIGURED_CODE = 'QRIS_NOT_CONFIGURED';

/** The code of a gateway payment refused on this device (offline, or writes still queued): the server's own. */
export const GATEWAY_NEEDS_NETWORK_CODE = 'GATEWAY_NEEDS_NETWORK';

/**
 * Issue 20: a sale whose discounts need an admin's PIN, refused on this device because the PIN can
 * only be checked by the server (offline, or writes still queued). The client's own code.
 */
export const DISCOUNT_NEEDS_NETWORK_CODE = 'DISCOUNT_NEEDS_NETWORK';

/** The server's codes for a sale's discounts, also given on this device before anything is sent. */
export const DISCOUNT_PIN_REQUIRED_CODE = 'DISCOUNT_PIN_REQUIRED';
export const DISCOUNT_INVALID_CODE = 'DISCOUNT_INVALID';
