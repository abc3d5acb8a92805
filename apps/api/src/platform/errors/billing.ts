import type { ErrorArea } from './entry';

/** The platform's billing (plans, checkout, invoices) and the payment gateways' webhooks. */
export const BILLING_ERRORS = {
  WEBHOOK_MALFORMED: {
    status: 400,
    message: 'Isi webhook tidak valid.',
    meaning:
      "A payment webhook whose signature holds but whose body is not the provider's JSON (POST /webhooks/{provider}).",
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    message: 'Tanda tangan webhook tidak valid.',
    meaning:
      "A payment webhook without a valid signature or callback token for the platform's credentials, or a Stripe signature older or newer than 300 s.",
  },
  PLAN_BLOCKED: {
    status: 402,
    message: 'Masa uji coba paket BASIC telah berakhir. Silakan upgrade untuk melanjutkan.',
    meaning: "The tenant's trial or paid period and its grace days are over: blocked until it pays.",
  },
  PLAN_FEATURE: {
    status: 403,
    message: 'Fitur ini tidak termasuk dalam paket restoran Anda. Silakan upgrade paket.',
    meaning: "The tenant's package does not include this feature.",
  },

  INVOICE_VOID: {
    status: 409,
    message: 'Invoice ini sudah dibatalkan dan tidak dapat ditandai lunas.',
    meaning: 'Marking a voided invoice paid (POST /super-admin/billing/invoices/{id}/pay).',
  },
  WEBHOOK_UNCONFIRMED: {
    status: 409,
    message: 'Status pembayaran belum dikonfirmasi oleh penyedia pembayaran.',
    meaning:
      "A Midtrans or Xendit webhook saying PAID that the gateway's own status call does not confirm (the webhook is retried later).",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Jenis konten tidak didukung.',
    meaning: 'A payment webhook that is not application/json.',
  },

  PLAN_BY_CONTACT: {
    status: 422,
    message:
      'Paket ENTERPRISE tidak dibeli lewat checkout: hubungi kami lewat WhatsApp, karena paket ini memerlukan grup dengan Group Manager.',
    meaning: 'A checkout of the ENTERPRISE package, which is sold by contact only.',
  },
  PLAN_DOWNGRADE: {
    status: 422,
    message:
      'Restoran ini sudah memakai paket ENTERPRISE: paket yang lebih rendah tidak dapat dibeli. Hubungi kami lewat WhatsApp untuk perpanjangan.',
    meaning: 'A checkout of a lower plan for an ENTERPRISE tenant (paying it would move the tenant down).',
  },
  PLAN_FREE: {
    status: 422,
    message: 'Paket ini gratis selama masa uji coba: silakan daftar tanpa pembayaran.',
    meaning: 'A checkout of a package that costs nothing.',
  },
  GATEWAY_EVENT_MISMATCH: {
    status: 422,
    message: 'Pembayaran tidak cocok dengan invoice (penyedia, jumlah atau mata uang).',
    meaning:
      "A verified gateway event of an invoice made for another gateway, or whose amount or currency is not the invoice's; refused and logged.",
  },

  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'Halaman pembayaran tidak dapat dibuat saat ini. Silakan coba lagi sebentar lagi.',
    meaning: 'The payment provider failed or is not available in this build.',
  },
} as const satisfies ErrorArea;
