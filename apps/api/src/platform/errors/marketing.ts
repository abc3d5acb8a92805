import type { ErrorArea } from './entry';

/** WhatsApp marketing (issue 18): the platform's number and what its provider answers. */
export const MARKETING_ERRORS = {
  WHATSAPP_NOT_READY: {
    status: 409,
    message: 'WhatsApp belum siap mengirim pesan. Hubungi admin Meja untuk menghubungkan nomor WhatsApp.',
    meaning: "Sending while the platform's WhatsApp provider is none or lacks its credentials.",
  },
  OPTIN_CLOSED: {
    status: 409,
    message: 'Restoran ini sedang tidak menerima pendaftaran WhatsApp.',
    meaning:
      "A WhatsApp opt-in while the restaurant's banner is off: there is no consent text being shown to agree to.",
  },
  WHATSAPP_REJECTED: {
    status: 422,
    message:
      'WhatsApp menolak pesan ini. Pesan bebas hanya sampai ke nomor yang mengirim pesan ke nomor ini dalam 24 jam terakhir; selain itu dipakai template yang disetujui.',
    meaning:
      'The provider refused the message for good (an invalid number, outside the 24-hour window, a bad template).',
  },
  WHATSAPP_UNAVAILABLE: {
    status: 503,
    message: 'WhatsApp sedang tidak dapat dihubungi atau membatasi pengiriman. Coba lagi sebentar lagi.',
    meaning: 'The provider was rate-limiting, failing (5xx) or unreachable; trying again later may pass.',
  },
  BROADCAST_NO_LEADS: {
    status: 409,
    message: 'Belum ada pelanggan WhatsApp yang bisa dikirimi pesan.',
    meaning: 'A broadcast while every lead of the restaurant opted out, or there is none.',
  },
  BROADCAST_NOT_CANCELLABLE: {
    status: 409,
    message: 'Broadcast ini sudah dibayar atau sudah dikirim, jadi tidak bisa dibatalkan.',
    meaning: 'Cancelling a broadcast that is no longer waiting for its payment.',
  },
} as const satisfies ErrorArea;
