import { z } from 'zod';
import {
  MAX_SPLIT_ORDERS,
  MAX_SPLIT_PARTS,
  MIN_SPLIT_PARTS,
  SPLIT_MESSAGES,
  SPLIT_MODES,
} from '../bill-split';
import { MAX_ORDER_LINES, MAX_POS_LINE_QTY } from '../limits';
import { PAYMENT_METHODS } from '../payment-rules';
import { order } from './orders';
import { cashFigures, cashReceivedOnlyForCash, PAYMENT_FIELD_MESSAGES, paymentMoney } from './payments';

/** /api/v1/tenant/{slug}/payments/splits (issue 20): a table's bill paid in parts. */

export const SPLIT_FIELD_MESSAGES = {
  orders: 'Pilih pesanan yang akan dibagi.',
  tooManyOrders: `Satu tagihan paling banyak ${MAX_SPLIT_ORDERS} pesanan.`,
  sameOrderTwice: 'Pesanan yang sama dipilih dua kali.',
  mode: 'Cara membagi harus EQUAL atau ITEMS.',
  pick: 'Pilihan menu pada bagian tidak valid.',
} as const;

const orderIds = z
  .array(z.uuid(PAYMENT_FIELD_MESSAGES.order), { error: SPLIT_FIELD_MESSAGES.orders })
  .min(1, SPLIT_FIELD_MESSAGES.orders)
  .max(MAX_SPLIT_ORDERS, SPLIT_FIELD_MESSAGES.tooManyOrders)
  .refine((ids) => new Set(ids).size === ids.length, SPLIT_FIELD_MESSAGES.sameOrderTwice);

const partCount = z
  .number({ error: SPLIT_MESSAGES.partCount })
  .int(SPLIT_MESSAGES.partCount)
  .min(MIN_SPLIT_PARTS, SPLIT_MESSAGES.partCount)
  .max(MAX_SPLIT_PARTS, SPLIT_MESSAGES.partCount);

/** Units of one line (its place in the order's items) that the part's guest had. */
export const splitPick = z.object({
  orderId: z.uuid(SPLIT_FIELD_MESSAGES.pick),
  line: z
    .number({ error: SPLIT_FIELD_MESSAGES.pick })
    .int()
    .min(0)
    .max(MAX_ORDER_LINES - 1),
  qty: z.number({ error: SPLIT_FIELD_MESSAGES.pick }).int().min(1).max(MAX_POS_LINE_QTY),
});
export type SplitPickInput = z.infer<typeof splitPick>;

/** POST /payments/splits: the orders of the bill, and the parts — a count, or each guest's dishes. */
export const billSplitCreate = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('EQUAL'), orderIds, parts: partCount }),
    z.object({
      mode: z.literal('ITEMS'),
      orderIds,
      parts: z
        .array(
          z.object({
            items: z.array(splitPick).max(MAX_ORDER_LINES * MAX_SPLIT_ORDERS, SPLIT_FIELD_MESSAGES.pick),
          }),
          { error: SPLIT_MESSAGES.partCount },
        )
        .min(MIN_SPLIT_PARTS, SPLIT_MESSAGES.partCount)
        .max(MAX_SPLIT_PARTS, SPLIT_MESSAGES.partCount),
    }),
  ],
  { error: SPLIT_FIELD_MESSAGES.mode },
);
export type BillSplitCreate = z.input<typeof billSplitCreate>;

/** How a part was paid; null while it is not. */
export const splitPartPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  ...cashFigures,
});

export const splitPart = z.object({
  /** 1-based, as the cashier says it ('Bagian 2'). */
  part: z.number().int(),
  amount: z.number(),
  /** ITEMS: the dishes of the part, named; EQUAL: empty. */
  items: z.array(splitPick.extend({ name: z.string() })),
  payment: splitPartPayment.nullable(),
});

/** A bill being paid in parts: its orders, its parts, and how much of it is paid. */
export const billSplit = z.object({
  _id: z.string(),
  mode: z.enum(SPLIT_MODES),
  /** The table (of its first order). */
  table: z.string(),
  orderIds: z.array(z.string()),
  total: z.number(),
  paid: z.number(),
  createdAt: z.string(),
  parts: z.array(splitPart),
});
export type BillSplit = z.infer<typeof billSplit>;

/** GET /payments/splits: the bills still being paid, oldest first. */
export const billSplitList = z.object({ items: z.array(billSplit) });

/** POST /payments/splits/{id}/parts/{part}/pay. `amount` is the part's as the screen shows it. */
export const splitPartPay = z.object(paymentMoney).superRefine(cashReceivedOnlyForCash);
export type SplitPartPay = z.input<typeof splitPartPay>;

export const splitPartParams = z.object({
  id: z.uuid(SPLIT_MESSAGES.notFound),
  part: z.coerce.number().int().min(1).max(MAX_SPLIT_PARTS),
});

/** The split as it is now and its orders (paid once their parts are). */
export const splitPartPaid = z.object({ split: billSplit, orders: z.array(order) });
export type SplitPartPaid = z.infer<typeof splitPartPaid>;
