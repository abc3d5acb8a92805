import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { CALL_KINDS, TABLE_STATES } from '../table-states';
import { MAX_TABLE_CARDS, TABLE_NAME_MAX } from '../table-list';

/**
 * /api/v1/tenant/{slug}/tables (issue 20): the restaurant's tables, their state on the floor, moving
 * and merging orders between them, and the diners' calls ('Panggil pelayan', 'Minta bill').
 */

export const TABLE_AREA_MAX = 40;

export const TABLE_MESSAGES = {
  name: `Nama meja 1–${TABLE_NAME_MAX} karakter: huruf, angka, '-', '.', '/' atau '_'.`,
  area: `Area maksimal ${TABLE_AREA_MAX} karakter`,
  none: 'Tulis minimal satu meja.',
  tooMany: `Paling banyak ${MAX_TABLE_CARDS} meja sekali tambah.`,
  taken: 'Nama meja ini sudah dipakai.',
  notFound: 'Meja tidak ditemukan.',
  sameTable: 'Pilih meja lain untuk digabung.',
  nothingToMove: 'Meja ini tidak punya pesanan yang masih berjalan.',
  orderNotOpen: 'Pesanan yang sudah selesai atau dibatalkan tidak dapat dipindah.',
  callNotOpen: 'Pesanan ini sudah selesai. Silakan hubungi kasir.',
  callTakeaway: 'Panggilan ke meja hanya untuk pesanan makan di tempat.',
  callTooSoon: (seconds: number) => `Permintaan baru saja dijawab. Coba lagi dalam ${seconds} detik.`,
  callNotFound: 'Panggilan tidak ditemukan.',
} as const;

/** A table's name as staff type it: upper-cased, the characters a QR card's link carries. */
export const tableName = z
  .string({ error: TABLE_MESSAGES.name })
  .trim()
  .toUpperCase()
  .min(1, TABLE_MESSAGES.name)
  .max(TABLE_NAME_MAX, TABLE_MESSAGES.name)
  .regex(/^[A-Z0-9._/-]+$/, TABLE_MESSAGES.name);

const areaText = z
  .string({ error: TABLE_MESSAGES.area })
  .trim()
  .max(TABLE_AREA_MAX, TABLE_MESSAGES.area)
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), TABLE_MESSAGES.area);

/** An area ('Lantai 2'); none by default. */
export const tableArea = areaText.default('');

/** POST /tables: tables added in one go (the screen expands 'A1-A12' with parseTableList). */
export const tablesCreate = z.object({
  tables: z
    .array(tableName, { error: TABLE_MESSAGES.none })
    .min(1, TABLE_MESSAGES.none)
    .max(MAX_TABLE_CARDS, TABLE_MESSAGES.tooMany),
  area: tableArea,
});
export type TablesCreate = z.input<typeof tablesCreate>;

/** PATCH /tables/{id}: a new name or area. */
export const tableUpdate = z
  .object({ name: tableName.optional(), area: areaText.optional() })
  .refine((body) => body.name !== undefined || body.area !== undefined, TABLE_MESSAGES.name);

export const diningTable = z.object({ _id: z.string(), name: z.string(), area: z.string() });
export type DiningTable = z.infer<typeof diningTable>;
export const diningTableList = z.object({ items: z.array(diningTable) });

/** A diner's call that no one has answered yet. */
export const tableCall = z.object({
  _id: z.string(),
  table: z.string(),
  kind: z.enum(CALL_KINDS),
  createdAt: z.string(),
});
export type TableCall = z.infer<typeof tableCall>;

/** An open order on the floor, in short. */
export const boardOrder = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  confirmed: z.boolean(),
  ready: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  grandTotal: z.number(),
  items: z.number().int(),
  createdAt: z.string(),
});

/** One table on the floor: the tenant's tables, and any other table an open order names. */
export const boardTable = z.object({
  /** null: not in the table list (a diner typed it, or it was deleted since). */
  _id: z.string().nullable(),
  name: z.string(),
  area: z.string(),
  state: z.enum(TABLE_STATES),
  orders: z.array(boardOrder),
  /** What the open orders still have to pay. */
  due: z.number(),
  calls: z.array(tableCall),
});
export type BoardTable = z.infer<typeof boardTable>;

/** GET /tables/board: every table, in the list's order, then the others by name. */
export const tableBoard = z.object({ tables: z.array(boardTable) });
export type TableBoard = z.infer<typeof tableBoard>;

/** PATCH /orders/{id}/table: the order moved to another table. */
export const orderMove = z.object({ table: tableName });

/** POST /tables/merge: every open order of `from` moves to `to` (one bill to pay together). */
export const tablesMerge = z
  .object({ from: tableName, to: tableName })
  .refine((body) => body.from !== body.to, { message: TABLE_MESSAGES.sameTable, path: ['to'] });

/** The order's move or the merge, answered with the floor as it is now. */
export const tableMoved = z.object({ moved: z.number().int(), board: tableBoard });

/** POST /public/{slug}/orders/{id}/calls: the diner's tracking page (its token proves the order). */
export const callCreate = z.object({
  kind: z.enum(CALL_KINDS, { error: 'Jenis panggilan tidak valid' }),
  token: z.string().min(1).max(200),
});

/** The call as the diner sees it: made now (201) or already waiting (200). */
export const callCreated = z.object({ kind: z.enum(CALL_KINDS), createdAt: z.string() });
