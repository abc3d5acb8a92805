import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import type { ErrorArea } from './entry';

/** Requests and access: contracts, idempotency, sessions and logins, limits. */
export const REQUEST_ERRORS = {
  VALIDATION: {
    status: 400,
    message: 'Data permintaan tidak valid.',
    meaning: 'The request does not match its contract; `fields` names each invalid input.',
  },
  INVALID_LINK: {
    status: 400,
    message: 'Link reset password tidak valid. Silakan minta link baru.',
    meaning: 'A password-reset link that is unknown, already used or expired.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'Idempotency-Key tidak valid (1-100 karakter).',
    meaning: 'The Idempotency-Key header is empty or longer than 100 characters.',
  },

  UNAUTHENTICATED: {
    status: 401,
    message: 'Silakan login terlebih dahulu.',
    meaning: 'The route needs a session and the request has none (or an expired one).',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: 'Email atau password salah.',
    meaning: 'Login with an unknown email or a wrong password.',
  },
  TEMP_PASSWORD_EXPIRED: {
    status: 401,
    message: STAFF_ACCOUNT_MESSAGES.tempPasswordExpired,
    meaning: 'Login with a correct temporary password that was not changed within 72 hours.',
  },

  FORBIDDEN: {
    status: 403,
    message: 'Anda tidak memiliki akses.',
    meaning: "The session's role or tenant may not use this route.",
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Email belum diverifikasi. Silakan buka link verifikasi yang kami kirim ke email Anda.',
    meaning: 'Login of an account whose email is not verified yet.',
  },
  OTHER_TENANT: {
    status: 403,
    message: POS_MESSAGES.otherTenant,
    meaning: "POS login with an account of another tenant; the body's `tenantSlug` names that tenant.",
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: STAFF_ACCOUNT_MESSAGES.passwordChangeRequired,
    meaning:
      'The session logged in with a temporary password: only GET /auth/me and POST /auth/change-password work until it is changed.',
  },
  NOT_FOUND: {
    status: 404,
    message: 'Data tidak ditemukan.',
    meaning: 'The tenant, group or record named by the address does not exist (or is not visible).',
  },
  IN_PROGRESS: {
    status: 409,
    message: 'Permintaan yang sama sedang diproses. Coba lagi sebentar.',
    meaning: 'The first request with this Idempotency-Key is still running: retry later.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'Ukuran data terlalu besar.',
    meaning: 'The body exceeds the size limit (256 KB; uploads have their own).',
  },
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    meaning: 'The Idempotency-Key was used before with a different request body.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Terlalu banyak percobaan. Coba lagi nanti.',
    meaning:
      'Too many attempts from this account, address or table; `retryAfterSeconds` and the Retry-After header say when to retry.',
  },
} as const satisfies ErrorArea;
