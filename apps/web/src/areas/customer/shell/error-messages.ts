import type { ErrorCode } from '@meja/shared/contracts/common';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/**
 * A refused or failed request, by the error's stable `code` (ERROR_CODES of @meja/shared, plus the
 * client's NETWORK and INVALID_RESPONSE). Indonesian pages keep the server's own message, which
 * says more (the dish that sold out); other locales show these (use-error-text.ts).
 */
const texts = {
  NETWORK: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  INVALID_RESPONSE: 'Respons server tidak valid.',
  VALIDATION: 'Ada data yang tidak valid. Periksa kembali lalu coba lagi.',
  FORBIDDEN: 'Restoran sedang tidak menerima pesanan.',
  TENANT_INACTIVE: 'Restoran sedang tidak menerima pesanan.',
  PLAN_BLOCKED: 'Restoran sedang tidak menerima pesanan.',
  NOT_FOUND: 'Data tidak ditemukan.',
  ORDER_ID_TAKEN: 'Pesanan ini sudah ada.',
  ORDER_NOT_ACCEPTING: 'Restoran sedang tidak menerima pesanan.',
  ITEM_UNAVAILABLE: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
  IDEMPOTENCY_KEY_INVALID: 'Permintaan tidak valid. Muat ulang halaman lalu coba lagi.',
  IN_PROGRESS: 'Pesanan Anda masih diproses. Coba lagi sebentar lagi.',
  IDEMPOTENCY_MISMATCH:
    'Pesanan ini sudah dikirim dengan isi yang lain. Muat ulang keranjang lalu coba lagi.',
  SOLD_OUT: 'Maaf, ada menu di keranjang yang sedang habis.',
  OPTION_CHOICE_INVALID:
    'Pilihan untuk menu di keranjang tidak sesuai lagi. Hapus, lalu pilih lagi dari menu.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNAVAILABLE: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
  INTERNAL: 'Terjadi kesalahan di server. Coba lagi sebentar lagi.',
} satisfies Partial<Record<ErrorCode | 'NETWORK' | 'INVALID_RESPONSE', string>>;

export const errorMessages = i18n('diner/errors', {
  ...texts,
  /** SOLD_OUT naming the dishes the server listed (the same words as its own message). */
  soldOutDishes: params('Maaf, {dishes} sedang habis.'),
});
