import { z } from 'zod';
import { lineOptionIds } from './menu-options';
import { TAX_TYPES } from '../charges';
import { DEFAULT_DISCOUNT_LIMIT_PERCENT } from '../discounts';
import { discountList, discountPin } from './discounts';
import { MAX_MONEY, MAX_ORDER_LINES, MAX_POS_LINE_QTY, MAX_PRICE } from '../limits';
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '../payment-rules';
import { POS_PLANS } from '../pos-plan';
import { ROLES } from '../roles';
import { loginRequest } from './auth';
import { errorBody, slugParam } from './common';
import { cashFigures, cashReceivedInput, cashReceivedOnlyForCash } from './payments';
import { isoDate, numberInput, optionalNumberInput } from './input';
import { publicMenuItem } from './menu';
import { lineNote, order, orderType, TABLE_MAX } from './orders';
import { TENANT_GATEWAY_PROVIDERS, posGatewayMethods } from './payment-gateway';

/**
 * /api/v1/pos (SPEC §7 POS, issue 6). Every call carries the two headers below; the server trusts
 * neither for access (it checks the session's tenant and the tenant's real package).
 *
 * Every write accepts a client-generated UUIDv7 `_id` and an `Idempotency-Key` header, so the
 * offline queue can replay it with the final id and nothing needs remapping (DESIGN §4).
 */
export const POS_TENANT_HEADER = 'X-Tenant-Slug';
export const POS_PLAN_HEADER = 'X-Tenant-Plan';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * Sent by the POS action queue on every replayed write (never on the first, live attempt): the sale
 * already happened at the counter, so the server records it whatever has changed since (no open
 * shift any more, stock gone).
 */
export const POS_REPLAY_HEADER = 'X-Meja-Replay';

export const POS_MESSAGES = {
  tenantNotFound: 'Tenant tidak ditemukan. Periksa kembali slug restoran Anda.',
  loginFailed: 'Login failed',
  otherTenant: 'Akun ini terdaftar di restoran lain. Anda dialihkan ke login restoran tersebut.',
  role: 'Peran Anda tidak dapat memakai kasir (POS).',
  cashierRefused: 'Kasir tidak dapat mengelola menu dan user.',
  orderFailed: 'Failed to create order',
  addItemFailed: 'Failed to add item',
  addCashierFailed: 'Gagal menambahkan kasir',
  uploadFailed: 'Gagal upload gambar',
  itemAdded: 'Menu item berhasil ditambahkan',
  cashierAdded: 'User kasir berhasil ditambahkan',
  imageUploaded: 'Gambar berhasil diunggah',
  transactionRecorded: 'Transaksi berhasil dibuat',
  qrisNotConfigured: 'QRIS belum diatur. Simpan kode QRIS statis restoran di Pengaturan.',
  noTransactionsToday: 'Belum ada transaksi hari ini.',
  noTransactionsOnDate: 'Belum ada transaksi pada tanggal ini.',
  noTopItems: 'Belum ada data top items.',
  shiftAlreadyOpen: 'Anda masih punya shift yang terbuka. Tutup dulu sebelum membuka shift baru.',
  noOpenShift: 'Tidak ada shift yang terbuka.',
  shiftRequired: 'Buka shift terlebih dahulu untuk mulai berjualan.',
  passwordHint: 'min. 6 karakter',
} as const;

export const POS_PASSWORD_MIN = 6;

const clientId = z.uuid('Id tidak valid').optional();
const money = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

// ---- auth -------------------------------------------------------------------------------------------

/** The POS session (kept locally): the user, the tenant slug and the resolved plan. */
export const posUser = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string(),
  tenantSlug: z.string(),
  tenantName: z.string(),
  plan: z.enum(POS_PLANS),
  /** Logged in with a temporary password: it is changed first (issue 14). */
  mustChangePassword: z.boolean().optional(),
});
export type PosUser = z.infer<typeof posUser>;

/** POST /auth/login: the tenant is named by `X-Tenant-Slug`, else by `tenantSlug` here. */
export const posLoginRequest = loginRequest.extend({ tenantSlug: slugParam.optional() });
export type PosLoginRequest = z.input<typeof posLoginRequest>;

export const posLoginResponse = z.object({ user: posUser, token: z.string() });
export const posSessionResponse = z.object({ user: posUser });

/** A login refused because the account belongs to another tenant carries that tenant's slug. */
export const posLoginError = errorBody.extend({ tenantSlug: z.string().optional() });

// ---- core: menu and quick management ------------------------------------------------------------------

/** GET /core/menu: the active menu plus what the POS needs to price and take QRIS offline. */
export const posMenu = z.object({
  items: z.array(publicMenuItem),
  taxPercent: z.number().int(),
  /** Issue 20 (defaults: a menu cached before it had neither). */
  serviceChargePercent: z.number().int().default(0),
  taxType: z.enum(TAX_TYPES).default('PPN'),
  /** Issue 20: what a cashier may discount without an admin's PIN (% of the dishes). */
  discountLimitPercent: z.number().int().default(DEFAULT_DISCOUNT_LIMIT_PERCENT),
  /** The tenant's static QRIS payload (printed on its counter sticker anyway), or null. */
  qrisStaticPayload: z.string().nullable(),
  /**
   * CARD and QRIS through the restaurant's own gateway (issue 17): such a payment needs the network
   * and completes by the gateway's webhook. Absent in a copy cached before it was sent: none.
   */
  gateway: posGatewayMethods.optional(),
  /** For the receipt (issue 12); absent in a copy cached before it was sent. */
  restaurant: z.object({ name: z.string(), address: z.string() }).optional(),
});
export type PosMenu = z.infer<typeof posMenu>;

export const quickAddMenuItem = z.object({
  _id: clientId,
  name: z.string().trim().min(1, 'Nama menu wajib diisi').max(120),
  price: money(MAX_PRICE, 'Harga harus bilangan bulat 0 atau lebih'),
  category: z.string().trim().max(60).optional(),
});
export type QuickAddMenuItem = z.input<typeof quickAddMenuItem>;
export const posMenuItemResponse = z.object({ item: publicMenuItem });

export const quickAddCashier = z.object({
  _id: clientId,
  name: z.string().trim().max(120).optional(),
  email: z.email('Email tidak valid').max(254),
  password: z.string().min(POS_PASSWORD_MIN, 'Password minimal 6 karakter').max(200),
});
export type QuickAddCashier = z.input<typeof quickAddCashier>;
export const quickAddCashierResponse = z.object({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) }),
});

// ---- orders and payments ------------------------------------------------------------------------------

/** POST /pos/orders. `name` and `price` are the screen's copy: the server prices every line itself. */
export const posOrderCreate = z.object({
  _id: clientId,
  items: z
    .array(
      z.object({
        menuItemId: z.uuid('Menu tidak ditemukan'),
        name: z.string().max(200).optional(),
        price: z.number().optional(),
        qty: z.number().int('Jumlah harus bilangan bulat').min(1, 'Jumlah minimal 1').max(MAX_POS_LINE_QTY),
        note: lineNote,
        options: lineOptionIds,
      }),
    )
    .min(1, 'Keranjang kosong.')
    .max(MAX_ORDER_LINES),
  /** Issue 20: eaten here (the default) or taken away. */
  type: orderType.optional().default('DINE_IN'),
  /** A takeaway's name or number (optional at the counter); '' is the counter ('POS'). */
  pickupName: z
    .string()
    .trim()
    .max(TABLE_MAX)
    .refine((text) => !text.includes('\u0000'), 'Nama tidak valid')
    .optional()
    .default(''),
  /** Issue 20: discounts on the sale's lines (by their place) or on the bill, with their reasons. */
  discounts: discountList.optional().default([]),
  /** An admin's PIN, when the discounts take more than the restaurant's limit. */
  discountPin: discountPin.optional(),
});
export type PosOrderCreate = z.input<typeof posOrderCreate>;
export const posOrderCreated = z.object({ order });

/** A POS payment (SPEC §3): a QRIS string for the exact amount, or a card-pay link (null when manual). */
export const posPayment = z.object({
  _id: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  amount: z.number(),
  qrString: z.string().nullable(),
  payUrl: z.string().nullable(),
  /** The gateway this payment goes through (it completes by its webhook, not the cashier); null: none. */
  gateway: z.enum(TENANT_GATEWAY_PROVIDERS).nullable(),
  createdAt: z.string(),
  ...cashFigures,
});
export type PosPayment = z.infer<typeof posPayment>;

/** POST /pay/create-intent: CASH completes at once; QRIS and CARD stay PENDING until confirmed. */
export const payIntentCreate = z
  .object({
    _id: clientId,
    orderId: z.uuid('Pesanan tidak ditemukan.'),
    method: z.enum(PAYMENT_METHODS, { error: 'Metode pembayaran harus CASH, CARD atau QRIS' }),
    /** CASH: what the customer handed over; the change is worked out against the server's amount. */
    cashReceived: cashReceivedInput.optional(),
  })
  .superRefine(cashReceivedOnlyForCash);
export type PayIntentCreate = z.input<typeof payIntentCreate>;
/** The answer of create-intent and of POST /pay/{paymentId}/confirm. */
export const payIntentResponse = z.object({ payment: posPayment, order });
export type PayIntentResponse = z.infer<typeof payIntentResponse>;

// ---- shifts -------------------------------------------------------------------------------------------

export const SHIFT_STATUSES = ['OPEN', 'CLOSED'] as const;

export const shiftOpen = z.object({
  _id: clientId,
  openingCash: money(MAX_MONEY, 'Kas awal harus bilangan bulat 0 atau lebih'),
});
const closingCash = money(MAX_MONEY, 'Kas akhir harus bilangan bulat 0 atau lebih');
const closingCard = money(MAX_MONEY, 'Total kartu harus bilangan bulat 0 atau lebih');
const closingQris = money(MAX_MONEY, 'Total QRIS harus bilangan bulat 0 atau lebih');
export const shiftClose = z.object({
  closingCash,
  /** The card terminal's settlement total, if the cashier has it. */
  closingCard: closingCard.optional(),
  /** The QRIS app's total for the shift, if the cashier has it. */
  closingQris: closingQris.optional(),
});
export type ShiftClose = z.input<typeof shiftClose>;
/** The close form: typed text; card and QRIS left blank are not counted. */
export const shiftCloseForm = z.object({
  closingCash: numberInput(closingCash),
  closingCard: optionalNumberInput(closingCard),
  closingQris: optionalNumberInput(closingQris),
});

const totalsByMethod = z.object({ CASH: z.number(), CARD: z.number(), QRIS: z.number() });

/** Shift (SPEC §3) with its result: expected cash = opening + cash taken in the shift. */
export const shift = z.object({
  _id: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingCash: z.number(),
  closingCash: z.number().nullable(),
  expectedCash: z.number(),
  /** closing − expected; null while open. */
  difference: z.number().nullable(),
  orderCount: z.number().int(),
  totalSales: z.number(),
  totalsByMethod,
  /** Card and QRIS taken in the shift (fixed at close); see shared shiftReconciliation. */
  expectedCard: z.number().optional(),
  expectedQris: z.number().optional(),
  /** What the cashier counted at close; null when not entered (or still open). */
  countedCard: z.number().nullable().optional(),
  countedQris: z.number().nullable().optional(),
});
export type Shift = z.infer<typeof shift>;
export const shiftResponse = z.object({ shift });
/** GET /pos/shifts/current: the cashier's open shift, or null. */
export const currentShiftResponse = z.object({ shift: shift.nullable() });

// ---- reports ------------------------------------------------------------------------------------------

/** `date` is a day in the tenant's time zone; today when absent. */
export const reportDayQuery = z.object({ date: isoDate.optional() });

export const dailySummary = z.object({
  date: z.string(),
  totalSales: z.number(),
  orderCount: z.number().int(),
  /**
   * Issue 20: the discounts given on what the day's payments paid (each payment its share of its
   * order's), rupiah; `totalSales` is after them. 0 from a server before it.
   */
  discount: z.number().default(0),
  itemsQty: z.number().int(),
  topItems: z.array(z.object({ _id: z.string(), name: z.string(), qty: z.number(), revenue: z.number() })),
  /** Issue 20: the options chosen most (portions), by group and name; [] without options. */
  topOptions: z.array(z.object({ group: z.string(), name: z.string(), qty: z.number() })).default([]),
});
export type DailySummary = z.infer<typeof dailySummary>;

/** GET /pos/reports/trend: one row per day of the last 3 months, days without sales included. */
export const trendResponse = z.object({ rows: z.array(z.object({ date: z.string(), amount: z.number() })) });
export type TrendRow = z.infer<typeof trendResponse>['rows'][number];

export const transactionRow = z.object({
  _id: z.string(),
  time: z.string(),
  total: z.number(),
  itemsCount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
});
export type TransactionRow = z.infer<typeof transactionRow>;
/** GET /pos/reports/last-day-transactions: the day's completed payments, newest first. */
export const transactionsResponse = z.object({ date: z.string(), rows: z.array(transactionRow) });

// ---- tenant setting: the static QRIS payload -----------------------------------------------------------

/**
 * GET/PUT /api/v1/tenant/{slug}/payments/qris (restaurant admin): the static QRIS payload printed on
 * the counter sticker, checked by its CRC when saved; null or blank clears it (QRIS is then refused).
 */
export const qrisSetting = z.object({
  qrisStaticPayload: z
    .string()
    .trim()
    .max(1000, 'Kode QRIS terlalu panjang')
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type QrisSetting = z.input<typeof qrisSetting>;
export const qrisSettingResponse = z.object({ qrisStaticPayload: z.string().nullable() });
