import { params } from '@nanostores/i18n';
import { ApiError, localizedMessageOf } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';
import { locale, SOURCE_LOCALE } from '../../i18n/locale';

/**
 * What the POS says for a refused request, by the error's stable code (SPEC §5, §8). The Indonesian
 * texts here are the server's where it has one fixed text; where it names a dish or a wait, this is
 * the general form.
 */
export const posErrorMessages = i18n('pos/errors', {
  NETWORK: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  VALIDATION: 'Data tidak valid. Periksa isian Anda.',
  UNAUTHENTICATED: 'Sesi berakhir. Silakan login kembali.',
  FORBIDDEN: 'Anda tidak memiliki akses untuk tindakan ini.',
  PLAN_BLOCKED: 'Masa uji coba paket BASIC telah berakhir. Silakan upgrade untuk melanjutkan.',
  PLAN_FEATURE: 'Fitur ini tidak termasuk dalam paket restoran Anda.',
  TENANT_INACTIVE: 'Restoran ini sedang dinonaktifkan. Hubungi admin platform.',
  NOT_FOUND: 'Data tidak ditemukan.',
  IN_PROGRESS: 'Permintaan yang sama sedang diproses. Coba lagi sebentar.',
  RATE_LIMITED: 'Terlalu banyak percobaan. Coba lagi nanti.',
  rateLimitedSeconds: params('Terlalu banyak percobaan. Coba lagi dalam {seconds} detik.'),
  rateLimitedMinutes: params('Terlalu banyak percobaan. Coba lagi dalam {minutes} menit.'),
  PAYLOAD_TOO_LARGE: 'File terlalu besar.',
  UNAVAILABLE: 'Layanan sedang tidak tersedia. Coba lagi sebentar.',
  EMAIL_NOT_VERIFIED: 'Email belum diverifikasi. Silakan buka link verifikasi yang kami kirim ke email Anda.',
  INVALID_CREDENTIALS: 'Email atau password salah.',
  OTHER_TENANT: 'Akun ini terdaftar di restoran lain. Anda dialihkan ke login restoran tersebut.',
  SOLD_OUT: 'Maaf, ada menu yang sedang habis. Menu sudah dimuat ulang.',
  soldOutDishes: params('Maaf, {dishes} sedang habis. Menu sudah dimuat ulang.'),
  SHIFT_REQUIRED: 'Buka shift terlebih dahulu untuk mulai berjualan.',
  INVALID_LINK: 'Link tidak valid atau sudah kedaluwarsa.',
  INTERNAL: 'Terjadi kesalahan di server. Coba lagi sebentar.',
  // The specific codes the API is getting (issue 13, one error catalogue) that a till can meet.
  QRIS_NOT_CONFIGURED: 'QRIS belum diatur. Simpan kode QRIS statis restoran di Pengaturan.',
  ITEM_UNAVAILABLE: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
  NOTHING_DUE: 'Total pembayaran harus lebih dari 0.',
  SHIFT_ALREADY_OPEN: 'Anda masih punya shift yang terbuka. Tutup dulu sebelum membuka shift baru.',
  SHIFT_NOT_OPEN: 'Tidak ada shift yang terbuka.',
  ORDER_ALREADY_PAID: 'Pesanan ini sudah dibayar.',
  PAYMENT_NOT_PENDING: 'Pembayaran ini tidak menunggu konfirmasi lagi.',
  EMAIL_TAKEN: 'Email sudah terdaftar. Gunakan email lain untuk kasir ini.',
  IDEMPOTENCY_MISMATCH: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
  ORDER_ID_TAKEN: 'Pesanan dengan id ini sudah ada.',
  PAYMENT_ID_TAKEN: 'Pembayaran dengan id ini sudah ada.',
  SHIFT_ID_TAKEN: 'Shift dengan id ini sudah ada.',
  USER_ID_TAKEN: 'User dengan id ini sudah ada.',
  MENU_ITEM_ID_TAKEN: 'Menu dengan id ini sudah ada.',
  GATEWAY_NEEDS_NETWORK:
    'Pembayaran lewat gateway memerlukan koneksi internet. Pilih tunai, atau coba lagi saat online.',
  PAYMENT_GATEWAY_FAILED: 'Gateway pembayaran tidak dapat dihubungi. Coba lagi, atau pilih metode lain.',
  PAYMENT_AWAITS_GATEWAY:
    'Pembayaran belum diterima oleh gateway. Tunggu pelanggan menyelesaikan pembayaran.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'Halaman pembayaran tidak dapat dibuat saat ini. Silakan coba lagi sebentar lagi.',
  // Issue 20: a sale's discounts (the server's messages name the restaurant's limit; these do not).
  DISCOUNT_INVALID: 'Diskon tidak boleh melebihi harga.',
  DISCOUNT_PIN_REQUIRED: 'Diskon di atas batas kasir perlu PIN admin.',
  DISCOUNT_PIN_WRONG: 'PIN admin salah.',
  DISCOUNT_PIN_NOT_SET: 'Belum ada admin yang memasang PIN diskon. Minta admin memasangnya di Pengaturan.',
  DISCOUNT_NEEDS_NETWORK:
    'Diskon di atas batas kasir perlu PIN admin, dan PIN hanya bisa diperiksa saat online. Kurangi diskon, atau coba lagi saat online dan semua transaksi offline terkirim.',
});

type ErrorTexts = ReturnType<typeof posErrorMessages.get>;

/** The catalogue's keys in capitals are the stable codes (ERROR_CODES, and the client's NETWORK). */
const isCode = (key: string) => /^[A-Z_]+$/.test(key);

/** The text of each code; RATE_LIMITED says how long to wait when the server tells. */
function textsByCode(t: ErrorTexts, error: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(t)) if (isCode(key) && typeof text === 'string') texts[key] = text;
  const wait = error instanceof ApiError ? error.retryAfterSeconds : null;
  if (wait !== null) {
    texts.RATE_LIMITED =
      wait < 60
        ? t.rateLimitedSeconds({ seconds: String(wait) })
        : t.rateLimitedMinutes({ minutes: String(Math.ceil(wait / 60)) });
  }
  return texts;
}

/**
 * A form field's problem in the visible locale. The shared contracts (and the server's `fields`)
 * word it in Indonesian, naming the exact rule: shown as it is in Indonesian; in another locale
 * the field's own text (what the field needs) stands in.
 */
export function fieldProblemText(message: string | undefined, localized: string): string | undefined {
  if (message === undefined || locale.get() === SOURCE_LOCALE) return message;
  return localized;
}

/**
 * A refused request's text in the visible locale. In Indonesian the server's own message is shown
 * as today (it is Indonesian, and names the dish that ran out or the field that is wrong); in
 * another locale the catalogue's text for the error's code, else the fallback's.
 */
export function posErrorText(error: unknown, fallback: string): string {
  if (locale.get() === SOURCE_LOCALE) return localizedMessageOf(error, null, fallback);
  const t = posErrorMessages.get();
  const soldOut = (dishes: string) => t.soldOutDishes({ dishes });
  return localizedMessageOf(error, { byCode: textsByCode(t, error), soldOut }, fallback);
}

/**
 * A write the server refused during a replay, as the failed-sync list shows it: the message kept
 * with it (Indonesian, the server's), or in another locale the text for the code kept beside it.
 */
export function queuedErrorText(
  item: { lastError: string | null; lastErrorCode?: string },
  fallback: string,
) {
  const byCode =
    locale.get() === SOURCE_LOCALE || item.lastErrorCode === undefined
      ? undefined
      : textsByCode(posErrorMessages.get(), null)[item.lastErrorCode];
  return byCode ?? item.lastError ?? fallback;
}
