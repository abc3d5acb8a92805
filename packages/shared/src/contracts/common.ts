import { z } from 'zod';

/** Every error body of the API (DESIGN §3). `fields` names the invalid inputs of a 400. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
  /** SOLD_OUT: the dishes that cannot be had, so a client can name them in its own locale. */
  dishes: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Every `code` an error body of the API can carry: stable, so clients can show their own locale's
 * text for it (the API's `message` is the Indonesian default). The HTTP status, default message and
 * meaning of each are in apps/api/src/platform/errors.ts and docs/errors.md. Never rename one.
 */
export const ERROR_CODES = [
  // 400
  'VALIDATION',
  'INVALID_LINK',
  'IDEMPOTENCY_KEY_INVALID',
  'ITEM_UNAVAILABLE',
  'OPTION_CHOICE_INVALID',
  'NOTHING_DUE',
  'SPLIT_INVALID',
  'DISCOUNT_INVALID',
  'CONFIRM_SLUG_MISMATCH',
  'ROLE_NEEDS_LINK',
  'WEBHOOK_MALFORMED',
  // 401
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TEMP_PASSWORD_EXPIRED',
  'WEBHOOK_SIGNATURE_INVALID',
  // 402
  'PLAN_BLOCKED',
  // 403
  'FORBIDDEN',
  'PLAN_FEATURE',
  'TENANT_INACTIVE',
  'EMAIL_NOT_VERIFIED',
  'OTHER_TENANT',
  'ORDER_NOT_ACCEPTING',
  'VOID_NEEDS_ADMIN',
  'VOID_REASON_REQUIRED',
  'PASSWORD_CHANGE_REQUIRED',
  // 404
  'NOT_FOUND',
  // 409
  'IN_PROGRESS',
  'SOLD_OUT',
  'SHIFT_REQUIRED',
  'SHIFT_ALREADY_OPEN',
  'SHIFT_NOT_OPEN',
  'ORDER_NOT_PENDING',
  'ORDER_CLOSED',
  'ORDER_CANCELLED',
  'ORDER_CLOSE_UNCONFIRMED',
  'ORDER_NOT_IN_KITCHEN',
  'ORDER_ALREADY_PAID',
  'BILL_SPLIT_OPEN',
  'TABLE_NAME_TAKEN',
  'TABLE_EMPTY',
  'ORDER_NOT_OPEN',
  'CALL_NOT_OPEN',
  'SPLIT_PART_PAID',
  'SPLIT_PARTLY_PAID',
  'PAYMENT_IN_PROGRESS',
  'DISCOUNT_PIN_REQUIRED',
  'DISCOUNT_PIN_WRONG',
  'DISCOUNT_PIN_NOT_SET',
  'PAYMENT_NOT_PENDING',
  'QRIS_NOT_CONFIGURED',
  'PAYMENT_AWAITS_GATEWAY',
  'WHATSAPP_NOT_READY',
  'BROADCAST_NO_LEADS',
  'BROADCAST_NOT_CANCELLABLE',
  'OPTIN_CLOSED',
  'GATEWAY_NEEDS_NETWORK',
  'INVOICE_VOID',
  'SKU_TAKEN',
  'INGREDIENT_IN_USE',
  'EMAIL_TAKEN',
  'REGISTRATION_RACE',
  'ORDER_ID_TAKEN',
  'PAYMENT_ID_TAKEN',
  'SHIFT_ID_TAKEN',
  'USER_ID_TAKEN',
  'MENU_ITEM_ID_TAKEN',
  'SELF_ACCOUNT',
  'LAST_ADMIN',
  'LAST_SUPER_ADMIN',
  'GROUP_SLUG_TAKEN',
  'GROUP_HAS_TENANTS',
  'TENANT_IN_OTHER_GROUP',
  'PAYROLL_PERIOD_POSTED',
  'SLUG_TAKEN',
  'TENANT_DELETED',
  'TENANT_NOT_DELETED',
  'RESTORE_EXPIRED',
  'WEBHOOK_UNCONFIRMED',
  // 413
  'PAYLOAD_TOO_LARGE',
  // 415
  'UNSUPPORTED_MEDIA_TYPE',
  // 422
  'IDEMPOTENCY_MISMATCH',
  'PLAN_BY_CONTACT',
  'PLAN_DOWNGRADE',
  'PLAN_FREE',
  'GATEWAY_EVENT_MISMATCH',
  'WHATSAPP_REJECTED',
  // 429
  'RATE_LIMITED',
  // 500
  'INTERNAL',
  // 503
  'UNAVAILABLE',
  'OVERLOADED',
  'MAIL_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_GATEWAY_FAILED',
  'WHATSAPP_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const slugParam = z.string().trim().min(1).max(80);

/** The body of a call that only succeeds or fails. */
export const okResponse = z.object({ ok: z.literal(true) });
