import type { ErrorArea } from './entry';

/** The server and what it depends on: crashes, the database, overload, the mail. */
export const SERVER_ERRORS = {
  INTERNAL: {
    status: 500,
    message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    meaning: 'An unexpected server error (logged; the body never carries details).',
  },
  UNAVAILABLE: {
    status: 503,
    message: 'Server sedang tidak dapat menjangkau database. Silakan coba lagi sebentar lagi.',
    meaning: 'The database is unreachable; retry after `retryAfterSeconds`.',
  },
  OVERLOADED: {
    status: 503,
    message: 'Server sedang sibuk. Silakan coba lagi sebentar lagi.',
    meaning:
      'Overload protection: the instance is past its event-loop delay threshold; retry after `retryAfterSeconds` (also the Retry-After header).',
  },
  MAIL_UNAVAILABLE: {
    status: 503,
    message: 'Email verifikasi gagal dikirim, pendaftaran dibatalkan. Silakan coba lagi sebentar lagi.',
    meaning: 'The verification mail could not be sent, so the registration was undone.',
  },
} as const satisfies ErrorArea;
