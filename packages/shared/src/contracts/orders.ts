import { z } from 'zod';
import { lineOptionIds, orderLineOption } from './menu-options';
import { TAX_TYPES } from '../charges';
import { LINE_NOTE_MAX, MAX_DINER_LINE_QTY, MAX_DINER_ORDER_LINES } from '../limits';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { DISCOUNT_KINDS } from '../discounts';

export const ORDER_SOURCES = ['CUSTOMER', 'POS', 'STAFF'] as const;

/** Issue 20: eaten at a table, or taken away under a name or number (kept where the table is). */
export const ORDER_TYPES = ['DINE_IN', 'TAKEAWAY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Where a POS sale without a table or a name is kept: the counter. */
export const COUNTER_TABLE = 'POS';

export const TABLE_REQUIRED = 'Nomor meja wajib diisi';
export const PICKUP_NAME_REQUIRED = 'Nama atau nomor pengambilan wajib diisi';
export const ORDER_TYPE_INVALID = 'Jenis pesanan tidak valid';
/** A table number, or a takeaway's name or number, is at most this long. */
export const TABLE_MAX = 20;
export const NOTE_MAX = 500;

/** Postgres text cannot hold NUL: refused here rather than failing in the database as a 500. */
const withoutNul = (text: string) => !text.includes('\u0000');

/** A void's reason ('salah input', 'tamu batal'): at most this long. */
export const VOID_REASON_MAX = 200;
export const VOID_REASON_MESSAGES = {
  required: 'Tulis alasan void.',
  tooLong: `Alasan void maksimal ${VOID_REASON_MAX} karakter`,
  invalid: 'Alasan void tidak valid',
} as const;

export const LINE_NOTE_MESSAGES = {
  tooLong: `Catatan per item maksimal ${LINE_NOTE_MAX} karakter`,
  invalid: 'Catatan per item tidak valid',
} as const;

/**
 * A note on one line ('tanpa bawang', issue 20): trimmed, at most LINE_NOTE_MAX characters, none
 * by default. The same dish with two notes is two lines.
 */
export const lineNote = z
  .string({ error: LINE_NOTE_MESSAGES.invalid })
  .trim()
  .max(LINE_NOTE_MAX, LINE_NOTE_MESSAGES.tooLong)
  .refine(withoutNul, LINE_NOTE_MESSAGES.invalid)
  .optional()
  .default('');

/** A table number as diners type it: trimmed, required, at most 20 characters. */
export const tableNumber = z
  .string({ error: TABLE_REQUIRED })
  .trim()
  .min(1, TABLE_REQUIRED)
  .max(TABLE_MAX)
  .refine(withoutNul, 'Nomor meja tidak valid');

export const orderType = z.enum(ORDER_TYPES, { error: ORDER_TYPE_INVALID });

/** POST /api/v1/public/{slug}/orders. Prices sent by the client are ignored: the server prices lines. */
export const customerOrderCreate = z
  .object({
    /** Optional client-generated UUIDv7, so an offline order keeps its id when it is replayed. */
    _id: z.uuid().optional(),
    items: z
      .array(
        z.object({
          menuItemId: z.uuid('Menu tidak ditemukan'),
          qty: z
            .number()
            .int('Jumlah harus bilangan bulat')
            .min(1, 'Jumlah minimal 1')
            .max(MAX_DINER_LINE_QTY, `Jumlah maksimal ${MAX_DINER_LINE_QTY}`),
          note: lineNote,
          options: lineOptionIds,
        }),
      )
      .min(1, 'Keranjang kosong.')
      .max(MAX_DINER_ORDER_LINES),
    /** Dine-in (the default, as before issue 20) or takeaway. */
    type: orderType.optional().default('DINE_IN'),
    /** The table; for a takeaway, the name or number it is called by. */
    table: z
      .string({ error: TABLE_REQUIRED })
      .trim()
      .max(TABLE_MAX)
      .refine(withoutNul, 'Nomor meja tidak valid'),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, `Keterangan maksimal ${NOTE_MAX} karakter`)
      .refine(withoutNul, 'Keterangan tidak valid')
      .optional()
      .default(''),
  })
  .superRefine((input, context) => {
    if (input.table !== '') return;
    const message = input.type === 'TAKEAWAY' ? PICKUP_NAME_REQUIRED : TABLE_REQUIRED;
    context.addIssue({ code: 'custom', path: ['table'], message });
  });
export type CustomerOrderCreate = z.input<typeof customerOrderCreate>;

export const orderLine = z.object({
  menuItemId: z.string(),
  name: z.string(),
  /** Unit price charged (after discount, with its options). */
  price: z.number(),
  qty: z.number().int(),
  /** Issue 20: the line's own note (default: an order cached before it, offline in the POS). */
  note: z.string().default(''),
  /** Issue 20: the chosen options, in the dish's order (default: as for the note). */
  options: z.array(orderLineOption).default([]),
});

/** A discount on an order (issue 20), as given: on a line (its index in `items`) or the bill (null). */
export const orderDiscount = z.object({
  line: z.number().int().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  /** The rupiah it took off the dishes. */
  amount: z.number(),
  reason: z.string(),
  /** Who gave it, and the admin whose PIN approved it (null: within the cashier's limit, or an admin). */
  by: z.string(),
  approvedBy: z.string().nullable(),
});
export type OrderDiscount = z.infer<typeof orderDiscount>;

/**
 * Order (read), SPEC §3: `total` is the dishes before charges; `serviceCharge`, `tax` and
 * `grandTotal` follow the tenant's settings when it was ordered (computeCharges, issue 20).
 */
export const order = z.object({
  _id: z.string(),
  /** The table, or a takeaway's name or number ('POS' for a counter sale without one). */
  table: z.string(),
  /** Issue 20 (default: an order cached before it, offline in the POS). */
  type: orderType.default('DINE_IN'),
  status: z.enum(ORDER_STATUSES),
  confirmed: z.boolean(),
  ready: z.boolean(),
  total: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  taxPercent: z.number().int(),
  /** Issue 20 (defaults: an order cached before it had neither, offline in the POS). */
  serviceCharge: z.number().default(0),
  serviceChargePercent: z.number().int().default(0),
  taxType: z.enum(TAX_TYPES).default('PPN'),
  /**
   * Issue 20: taken off `total` (the dishes) before the service charge and tax, and the discounts
   * that make it up (defaults: an order cached before them, offline in the POS).
   */
  discount: z.number().default(0),
  discounts: z.array(orderDiscount).default([]),
  createdAt: z.string(),
  items: z.array(orderLine),
  note: z.string(),
  priority: z.boolean().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Where it was taken: a diner's phone, the POS counter, or staff. */
  source: z.enum(ORDER_SOURCES),
  /** When it was (last) confirmed and marked READY (ISO); null while not. */
  confirmedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** The create response carries the tracking token (DESIGN §4); the tracking link uses it. */
export const customerOrderCreated = z.object({ order, token: z.string() });

export const orderTracking = z.object({
  order,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  kitchenQueue: z.number().int().nullable(),
});
export type OrderTracking = z.infer<typeof orderTracking>;

export const activeByTable = z.object({
  order: order.nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  kitchenQueue: z.number().int().nullable(),
});
export const ordersByTable = z.object({
  items: z.array(z.object({ order, paymentStatus: z.enum(PAYMENT_STATUSES) })),
});

/**
 * POST /public/{slug}/wa-optin. With the order's id and tracking token (the tracking page's), the
 * number is also the one 'Pesanan Anda siap' goes to for that order (issue 18); a pair that does not
 * hold still records the consent, and the answer is the same.
 */
export const waOptinRequest = z.object({
  phone: z.string({ error: 'Masukkan nomor WhatsApp' }).trim().min(1, 'Masukkan nomor WhatsApp').max(30),
  source: z
    .string()
    .trim()
    .max(40)
    .refine(withoutNul, 'Sumber tidak valid')
    .optional()
    .default('menu_banner'),
  orderId: z.uuid('Pesanan tidak ditemukan.').optional(),
  token: z.string().max(200).optional(),
});

/* ---- Staff side (issue 5): /api/v1/tenant/{slug}/orders ---- */

/**
 * GET /orders (SPEC §7 "returns orders"): PENDING orders, plus PAID and CANCELLED ones created in
 * the last 3 days of the tenant's calendar, newest first.
 */
export const staffOrderList = z.object({ orders: z.array(order) });
export type StaffOrderList = z.infer<typeof staffOrderList>;

export const STAFF_ORDER_UPDATE_REQUIRED = 'Kirim confirmed atau status.';

/**
 * PATCH /orders/{id}: `{confirmed}` toggles a PENDING order's confirmation; `{status, confirmed}`
 * closes (PAID: pays in CASH when needed, then PAID + confirmed, then ready) or cancels it.
 */
export const staffOrderUpdate = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Status harus PENDING, PAID atau CANCELLED' }).optional(),
    confirmed: z.boolean({ error: 'confirmed harus true atau false' }).optional(),
    /** Why a paid order is cancelled (a void, issue 20): required then, kept with who did it. */
    reason: z
      .string({ error: VOID_REASON_MESSAGES.invalid })
      .trim()
      .max(VOID_REASON_MAX, VOID_REASON_MESSAGES.tooLong)
      .refine(withoutNul, VOID_REASON_MESSAGES.invalid)
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.confirmed !== undefined, {
    message: STAFF_ORDER_UPDATE_REQUIRED,
    path: ['confirmed'],
  });
export type StaffOrderUpdate = z.input<typeof staffOrderUpdate>;

/** PATCH /orders/{id}/ready: the kitchen's READY and Undo READY. */
export const orderReadyUpdate = z.object({
  ready: z.boolean({ error: 'ready harus true atau false' }),
});
export type OrderReadyUpdate = z.input<typeof orderReadyUpdate>;
