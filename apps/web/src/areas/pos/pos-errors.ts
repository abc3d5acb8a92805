import type { ErrorCode } from '@meja/shared/contracts/common';
import { params } from '@nanostores/i18n';
import { ApiError, localizedMessageOf } from '../../api/api-error';
import { i18n } from '../../i18n/i18n';
import { locale, SOURCE_LOCALE } from '../../i18n/locale';
import { QRIS_NOT_CONFIGURED_CODE } from './offline/offline-messages';

/** The client's own code for a request that got no answer (api/http-client, offline/pos-reads). */
export const NETWORK_CODE = 'NETWORK';

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
  CONFLICT: 'Permintaan ditolak karena bentrok dengan data atau pengaturan restoran saat ini.',
  IN_PROGRESS: 'Permintaan yang sama sedang diproses. Coba lagi sebentar.',
  UNPROCESSABLE: 'Permintaan tidak dapat diproses.',
  RATE_LIMITED: 'Terlalu banyak percobaan. Coba lagi nanti.',
  rateLimitedSeconds: params('Terlalu banyak percobaan. Coba lagi dalam {seconds} detik.'),
  rateLimitedMinutes: params('Terlalu banyak percobaan. Coba lagi dalam {minutes} menit.'),
  PAYLOAD_TOO_LARGE: 'File terlalu besar.',
  UNAVAILABLE: 'Layanan sedang tidak tersedia. Coba lagi sebentar.',
  EMAIL_NOT_VERIFIED: 'Email belum diverifikasi. Silakan buka link verifikasi yang kami kirim ke email Anda.',
  INVALID_CREDENTIALS: 'Email atau password salah.',
  OTHER_TENANT: 'Akun ini terdaftar di restoran lain. Anda dialihkan ke login restoran tersebut.',
  SOLD_OUT: 'Maaf, ada menu yang sedang habis. Menu sudah dimuat ulang.',
  SHIFT_REQUIRED: 'Buka shift terlebih dahulu untuk mulai berjualan.',
  INVALID_LINK: 'Link tidak valid atau sudah kedaluwarsa.',
  INTERNAL: 'Terjadi kesalahan di server. Coba lagi sebentar.',
  QRIS_NOT_CONFIGURED: 'QRIS belum diatur. Simpan kode QRIS statis restoran di Pengaturan.',
});

type ErrorTexts = ReturnType<typeof posErrorMessages.get>;

type ClientCode = typeof NETWORK_CODE | typeof QRIS_NOT_CONFIGURED_CODE;

/** Every code the API sends (ERROR_CODES) and the client's own, mapped to its text. */
function textsByCode(t: ErrorTexts, error: unknown): Record<ErrorCode | ClientCode, string> {
  const wait = error instanceof ApiError ? error.retryAfterSeconds : null;
  const rateLimited =
    wait === null
      ? t.RATE_LIMITED
      : wait < 60
        ? t.rateLimitedSeconds({ seconds: String(wait) })
        : t.rateLimitedMinutes({ minutes: String(Math.ceil(wait / 60)) });
  return {
    NETWORK: t.NETWORK,
    VALIDATION: t.VALIDATION,
    UNAUTHENTICATED: t.UNAUTHENTICATED,
    FORBIDDEN: t.FORBIDDEN,
    PLAN_BLOCKED: t.PLAN_BLOCKED,
    PLAN_FEATURE: t.PLAN_FEATURE,
    TENANT_INACTIVE: t.TENANT_INACTIVE,
    NOT_FOUND: t.NOT_FOUND,
    CONFLICT: t.CONFLICT,
    IN_PROGRESS: t.IN_PROGRESS,
    UNPROCESSABLE: t.UNPROCESSABLE,
    RATE_LIMITED: rateLimited,
    PAYLOAD_TOO_LARGE: t.PAYLOAD_TOO_LARGE,
    UNAVAILABLE: t.UNAVAILABLE,
    EMAIL_NOT_VERIFIED: t.EMAIL_NOT_VERIFIED,
    INVALID_CREDENTIALS: t.INVALID_CREDENTIALS,
    OTHER_TENANT: t.OTHER_TENANT,
    SOLD_OUT: t.SOLD_OUT,
    SHIFT_REQUIRED: t.SHIFT_REQUIRED,
    INVALID_LINK: t.INVALID_LINK,
    INTERNAL: t.INTERNAL,
    QRIS_NOT_CONFIGURED: t.QRIS_NOT_CONFIGURED,
  };
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
  if (locale.get() === SOURCE_LOCALE) return localizedMessageOf(error, {}, fallback);
  return localizedMessageOf(error, textsByCode(posErrorMessages.get(), error), fallback);
}
