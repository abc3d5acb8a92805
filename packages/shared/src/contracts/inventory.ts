import { z } from 'zod';
import { MAX_PURCHASE_PRICE, MAX_STOCK_QTY } from '../limits';
import { isoDate, numberInput, numberInputOr, optionalNumberInput } from './input';

const quantityRule = (message: string) =>
  z.number({ error: message }).min(-MAX_STOCK_QTY, message).max(MAX_STOCK_QTY, message);
const minStockRule = () =>
  z
    .number({ error: 'Stok minimum harus angka' })
    .min(0, 'Stok minimum tidak boleh negatif')
    .max(MAX_STOCK_QTY);

const text = (max: number) => z.string().trim().max(max);

export const inventoryItem = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  stock: z.number(),
  unit: z.string(),
  minStock: z.number(),
  /** Latest unit purchase price, null when never bought. */
  lastUnitCost: z.number().nullable(),
  /** Stock under minStock: flagged on screen and for reorder. */
  belowMin: z.boolean(),
  /** How many menu items use it in their BOM (it cannot be deleted while > 0). */
  usedInBom: z.number().int(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryList = z.object({ items: z.array(inventoryItem) });

export const inventoryCreate = z.object({
  name: text(120).min(1, 'Nama bahan wajib diisi'),
  unit: text(20).optional().default(''),
  sku: text(60).optional().default(''),
  // A blank stock or minimum is 0 (SPEC §5: "stock 0 if not a number" for new ingredients).
  stock: numberInputOr(quantityRule('Stok harus angka'), 0),
  minStock: numberInputOr(minStockRule(), 0),
});
export type InventoryCreate = z.input<typeof inventoryCreate>;

/** PUT: `{stock}` alone, or the full edit `{name, sku, stock, unit, minStock}`; every field optional. */
export const inventoryUpdate = z.object({
  name: text(120).min(1, 'Nama bahan wajib diisi').optional(),
  unit: text(20).optional(),
  sku: text(60).optional(),
  stock: optionalNumberInput(quantityRule('Stok harus angka')),
  minStock: optionalNumberInput(minStockRule()),
});
export type InventoryUpdate = z.input<typeof inventoryUpdate>;

export const PURCHASE_MESSAGES = {
  required: 'Tanggal dan Nama bahan wajib diisi',
  qty: 'Qty harus angka > 0',
  price: 'Harga harus angka >= 0',
} as const;

export const purchaseCreate = z.object({
  date: z
    .string({ error: PURCHASE_MESSAGES.required })
    .trim()
    .min(1, PURCHASE_MESSAGES.required)
    .pipe(isoDate),
  name: z.string({ error: PURCHASE_MESSAGES.required }).trim().min(1, PURCHASE_MESSAGES.required).max(120),
  sku: text(60).optional().default(''),
  qty: numberInput(
    z.number({ error: PURCHASE_MESSAGES.qty }).gt(0, PURCHASE_MESSAGES.qty).max(MAX_STOCK_QTY),
  ),
  /** What was paid for the whole quantity, in rupiah. */
  price: numberInput(
    z.number({ error: PURCHASE_MESSAGES.price }).min(0, PURCHASE_MESSAGES.price).max(MAX_PURCHASE_PRICE),
  ),
  unit: text(20).optional(),
});
export type PurchaseCreate = z.input<typeof purchaseCreate>;

export const purchase = z.object({
  _id: z.string(),
  date: z.string(),
  inventoryItemId: z.string(),
  name: z.string(),
  sku: z.string(),
  qty: z.number(),
  price: z.number(),
  unitCost: z.number(),
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchase>;
export const purchaseList = z.object({ items: z.array(purchase) });
export const purchaseCreated = z.object({ purchase, item: inventoryItem });

export const purchaseRange = z.object({ start: isoDate.optional(), end: isoDate.optional() });

export const MOVEMENT_KINDS = ['OPENING', 'PURCHASE', 'ADJUSTMENT', 'SALE', 'REVERSAL'] as const;
export const stockMovement = z.object({
  _id: z.string(),
  inventoryItemId: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  qty: z.number(),
  note: z.string(),
  createdBy: z.string().nullable(),
  /** The name of whoever made the change, for the ledger view; null for system changes. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** A stock count (opname): what was counted and what the ledger expected then; null otherwise. */
  counted: z.number().nullable(),
  expected: z.number().nullable(),
});
export const stockMovementList = z.object({ items: z.array(stockMovement) });

export const STOCK_COUNT_MESSAGES = {
  counted: 'Jumlah hitung harus angka ≥ 0',
  empty: 'Isi minimal satu bahan yang dihitung.',
  duplicate: 'Bahan yang sama tidak boleh dihitung dua kali dalam satu opname.',
} as const;

/**
 * POST /inventory/counts — a stock count (opname, issue 12): each line's difference from the ledger
 * is recorded as an ADJUSTMENT with the counted and expected quantities and who counted.
 */
export const stockCountCreate = z.object({
  lines: z
    .array(
      z.object({
        inventoryItemId: z.uuid('Bahan tidak valid'),
        counted: numberInput(
          z
            .number({ error: STOCK_COUNT_MESSAGES.counted })
            .min(0, STOCK_COUNT_MESSAGES.counted)
            .max(MAX_STOCK_QTY, STOCK_COUNT_MESSAGES.counted),
        ),
      }),
    )
    .min(1, STOCK_COUNT_MESSAGES.empty)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.inventoryItemId)).size === lines.length, {
      message: STOCK_COUNT_MESSAGES.duplicate,
    }),
  note: text(200).optional().default(''),
});
export type StockCountCreate = z.input<typeof stockCountCreate>;

export const stockCountResult = z.object({
  /** The counted ingredients as they are now. */
  items: z.array(inventoryItem),
  /** How many lines changed the stock (a count equal to the ledger is recorded but changes nothing). */
  adjusted: z.number().int(),
});
