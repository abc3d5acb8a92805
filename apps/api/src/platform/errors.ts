import type { ErrorCode } from '@meja/shared/contracts/common';
import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { PLATFORM_ACCOUNT_MESSAGES } from '@meja/shared/platform-accounts';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { STOCK_MESSAGES } from '@meja/shared/stock-rules';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface ErrorEntry {
  status: ErrorStatus;
  /** The Indonesian text a refusal carries unless its thrower names a more specific one (SPEC §5, §8). */
  message: string;
  /** For API clients (docs/errors.md): when the API answers with this code. */
  meaning: string;
}

/**
 * The one catalogue of the API's errors: each stable code (ERROR_CODES) with its HTTP status, its
 * default message and what it means. docs/errors.md is generated from it and checked by a test.
 */
export const ERROR_CATALOGUE = {
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
  ITEM_UNAVAILABLE: {
    status: 400,
    message: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
    meaning: 'An ordered dish is unknown, deleted or switched off: the cart is out of date.',
  },
  NOTHING_DUE: {
    status: 400,
    message: 'Total pembayaran harus lebih dari 0.',
    meaning: 'A payment of orders that have nothing left to pay.',
  },
  CONFIRM_SLUG_MISMATCH: {
    status: 400,
    message: 'Slug konfirmasi tidak sama dengan slug tenant.',
    meaning: "Deleting a tenant whose typed confirmation is not the tenant's slug.",
  },
  ROLE_NEEDS_LINK: {
    status: 400,
    message: PLATFORM_ACCOUNT_MESSAGES.userLacksTenant,
    meaning:
      'A role change to a tenant role for an account without a tenant, or to GROUP_MANAGER for one without a group.',
  },
  WEBHOOK_MALFORMED: {
    status: 400,
    message: 'Isi webhook tidak valid.',
    meaning:
      "A payment webhook whose signature holds but whose body is not the provider's JSON (POST /webhooks/{provider}).",
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
  FORBIDDEN: {
    status: 403,
    message: 'Anda tidak memiliki akses.',
    meaning: "The session's role or tenant may not use this route.",
  },
  PLAN_FEATURE: {
    status: 403,
    message: 'Fitur ini tidak termasuk dalam paket restoran Anda. Silakan upgrade paket.',
    meaning: "The tenant's package does not include this feature.",
  },
  TENANT_INACTIVE: {
    status: 403,
    message: 'Restoran ini sedang dinonaktifkan. Hubungi admin platform.',
    meaning: 'The platform switched this tenant off.',
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
  ORDER_NOT_ACCEPTING: {
    status: 403,
    message: 'Restoran sedang tidak menerima pesanan.',
    meaning: 'The restaurant does not take diner orders now (switched off, blocked or closed).',
  },
  VOID_NEEDS_ADMIN: {
    status: 403,
    message: ORDER_TRANSITION_MESSAGES.voidNeedsAdmin,
    meaning: 'Cancelling a paid order (a void) needs the restaurant admin.',
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
  SOLD_OUT: {
    status: 409,
    message: STOCK_MESSAGES.dishSoldOut('menu ini'),
    meaning:
      'A dish is sold out (by hand today, or its recipe lacks stock under the BLOCK policy); `dishes` names them.',
  },
  SHIFT_REQUIRED: {
    status: 409,
    message: POS_MESSAGES.shiftRequired,
    meaning: 'Selling at the POS needs an open shift.',
  },
  SHIFT_ALREADY_OPEN: {
    status: 409,
    message: POS_MESSAGES.shiftAlreadyOpen,
    meaning: 'The cashier already has an open shift.',
  },
  SHIFT_NOT_OPEN: {
    status: 409,
    message: POS_MESSAGES.noOpenShift,
    meaning: 'Closing a shift when none is open.',
  },
  ORDER_NOT_PENDING: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.confirmNotPending,
    meaning: 'Confirming (or unconfirming) an order that is no longer PENDING.',
  },
  ORDER_CLOSED: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.backToPending,
    meaning: 'Bringing a PAID or CANCELLED order back to PENDING.',
  },
  ORDER_CANCELLED: {
    status: 409,
    message: PAYMENT_MESSAGES.cancelled,
    meaning: 'Paying or closing a cancelled order.',
  },
  ORDER_CLOSE_UNCONFIRMED: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.closeUnconfirmed,
    meaning: 'Closing (PAID) an order while asking it to be unconfirmed.',
  },
  ORDER_NOT_IN_KITCHEN: {
    status: 409,
    message: ORDER_TRANSITION_MESSAGES.readyNotInKitchen,
    meaning: 'Marking READY an order that is not confirmed or is cancelled.',
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    message: PAYMENT_MESSAGES.alreadyPaid,
    meaning: 'Paying an order that already has a completed payment.',
  },
  PAYMENT_NOT_PENDING: {
    status: 409,
    message: 'Pembayaran ini tidak menunggu konfirmasi lagi.',
    meaning: 'Confirming or failing a payment that is no longer PENDING.',
  },
  PAYMENT_AWAITS_GATEWAY: {
    status: 409,
    message: 'Pembayaran belum diterima oleh gateway. Tunggu pelanggan menyelesaikan pembayaran.',
    meaning:
      "Confirming a payment that goes through the restaurant's gateway while the gateway does not say it is paid.",
  },
  GATEWAY_NEEDS_NETWORK: {
    status: 409,
    message: 'Pembayaran lewat gateway memerlukan koneksi internet. Pilih tunai, atau coba lagi saat online.',
    meaning: 'A gateway payment replayed from the offline queue: it needs the gateway, live, at the counter.',
  },
  QRIS_NOT_CONFIGURED: {
    status: 409,
    message: POS_MESSAGES.qrisNotConfigured,
    meaning: 'A QRIS payment while the restaurant has no static QRIS code saved.',
  },
  INVOICE_VOID: {
    status: 409,
    message: 'Invoice ini sudah dibatalkan dan tidak dapat ditandai lunas.',
    meaning: 'Marking a voided invoice paid (POST /super-admin/billing/invoices/{id}/pay).',
  },
  SKU_TAKEN: {
    status: 409,
    message: 'SKU sudah digunakan.',
    meaning: 'Another ingredient of the tenant has this SKU.',
  },
  INGREDIENT_IN_USE: {
    status: 409,
    message: 'Bahan ini masih dipakai di BOM menu. Hapus dari BOM terlebih dahulu.',
    meaning: "Deleting an ingredient that a dish's recipe (BOM) still uses; the message names the dishes.",
  },
  EMAIL_TAKEN: {
    status: 409,
    message: 'Email sudah terdaftar. Gunakan email lain untuk kasir ini.',
    meaning:
      'Creating an account (admin users screen, POS cashier, super admin users console) with an email any account of the platform already has.',
  },
  REGISTRATION_RACE: {
    status: 409,
    message: 'Pendaftaran bersamaan dengan pendaftaran lain. Silakan coba lagi.',
    meaning: 'A registration lost a race with a simultaneous one: retry.',
  },
  ORDER_ID_TAKEN: {
    status: 409,
    message: 'Pesanan dengan id ini sudah ada.',
    meaning: 'A client-made order id that another order already has.',
  },
  PAYMENT_ID_TAKEN: {
    status: 409,
    message: 'Pembayaran dengan id ini sudah ada.',
    meaning: 'A client-made payment id that another payment already has.',
  },
  SHIFT_ID_TAKEN: {
    status: 409,
    message: 'Shift dengan id ini sudah ada.',
    meaning: 'A client-made shift id that another shift already has.',
  },
  USER_ID_TAKEN: {
    status: 409,
    message: 'User dengan id ini sudah ada.',
    meaning: 'A client-made user id that another user already has.',
  },
  MENU_ITEM_ID_TAKEN: {
    status: 409,
    message: 'Menu dengan id ini sudah ada.',
    meaning: 'A client-made menu item id that another dish already has.',
  },
  SELF_ACCOUNT: {
    status: 409,
    message: STAFF_ACCOUNT_MESSAGES.selfDelete,
    meaning: 'An admin, or a super admin in the users console, deleting or demoting their own account.',
  },
  SLUG_TAKEN: {
    status: 409,
    message: 'Slug sudah digunakan. Pilih slug lain.',
    meaning:
      'Creating or renaming a tenant to a slug another tenant has now or had before (its old menu address still redirects).',
  },
  TENANT_DELETED: {
    status: 409,
    message: 'Tenant ini sudah dihapus. Pulihkan dahulu untuk mengubahnya.',
    meaning: 'Changing or deleting again a tenant that is deleted and waiting for its purge.',
  },
  TENANT_NOT_DELETED: {
    status: 409,
    message: 'Tenant ini tidak sedang dihapus.',
    meaning: 'Restoring a tenant that is not deleted.',
  },
  RESTORE_EXPIRED: {
    status: 409,
    message: 'Masa pemulihan 30 hari sudah lewat; tenant ini akan dihapus permanen.',
    meaning: 'Restoring a deleted tenant after its purge date.',
  },
  WEBHOOK_UNCONFIRMED: {
    status: 409,
    message: 'Status pembayaran belum dikonfirmasi oleh penyedia pembayaran.',
    meaning:
      "A Midtrans or Xendit webhook saying PAID that the gateway's own status call does not confirm (the webhook is retried later).",
  },

  LAST_ADMIN: {
    status: 409,
    message: STAFF_ACCOUNT_MESSAGES.lastAdmin,
    meaning: "Deleting or demoting the restaurant's only RESTAURANT_ADMIN.",
  },
  LAST_SUPER_ADMIN: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.lastSuperAdmin,
    meaning: "Deleting or demoting the platform's only SUPER_ADMIN.",
  },
  GROUP_SLUG_TAKEN: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.groupSlugTaken,
    meaning: 'Creating or renaming a group to a slug another group has.',
  },
  GROUP_HAS_TENANTS: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.groupHasTenants,
    meaning: 'Deleting a group that still has tenants linked to it.',
  },
  TENANT_IN_OTHER_GROUP: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.tenantInOtherGroup,
    meaning: 'Assigning to a group a tenant that is already a branch of another group.',
  },
  PAYROLL_PERIOD_POSTED: {
    status: 409,
    message: 'Periode gaji ini sudah pernah diposting. Posting lagi akan mencatat pengeluaran gaji baru.',
    meaning:
      'Posting a payroll period whose dates were posted before, without `confirmRepost` (the admin confirms first).',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'Ukuran data terlalu besar.',
    meaning: 'The body exceeds the size limit (256 KB; uploads have their own).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Jenis konten tidak didukung.',
    meaning: 'A payment webhook that is not application/json.',
  },

  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    meaning: 'The Idempotency-Key was used before with a different request body.',
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

  RATE_LIMITED: {
    status: 429,
    message: 'Terlalu banyak percobaan. Coba lagi nanti.',
    meaning:
      'Too many attempts from this account, address or table; `retryAfterSeconds` and the Retry-After header say when to retry.',
  },
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
  PAYMENT_GATEWAY_FAILED: {
    status: 503,
    message: 'Gateway pembayaran tidak dapat dihubungi. Coba lagi, atau pilih metode lain.',
    meaning: "The restaurant's gateway refused or did not answer while a card link or QRIS was made.",
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'Halaman pembayaran tidak dapat dibuat saat ini. Silakan coba lagi sebentar lagi.',
    meaning: 'The payment provider failed or is not available in this build.',
  },
} as const satisfies Record<ErrorCode, ErrorEntry>;

export function statusOf(code: ErrorCode): ErrorStatus {
  return ERROR_CATALOGUE[code].status;
}

export interface ErrorExtra {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  /** SOLD_OUT: the dishes refused, named in the body for clients in other locales. */
  dishes?: string[];
  /** More top-level fields of the body, for a contract that extends the error body (never message or code). */
  more?: Record<string, string>;
}

/**
 * A refusal with a stable code; its status follows from the code. The message is the Indonesian
 * text the screen shows (DESIGN §3, SPEC §8): the code's default unless a more specific one is given.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.status = statusOf(code);
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);

/** 429 with the wait in words and in `retryAfterSeconds` (SPEC §5): `what` names what was counted. */
export function tooManyAttempts(waitSeconds: number, what: string): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  const when = waitSeconds < 60 ? `${waitSeconds} detik` : `${minutes} menit`;
  return new AppError('RATE_LIMITED', `Terlalu banyak ${what}. Coba lagi dalam ${when}.`, {
    retryAfterSeconds: waitSeconds,
  });
}
