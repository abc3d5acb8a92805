import type { CustomerOrderCreate, OrderType } from '@meja/shared/contracts/orders';
import { v4 as uuidV4, v7 as uuidV7 } from 'uuid';
import type { CartLine } from './cart-lines';

/** One order attempt: its own `_id` and Idempotency-Key, reused on every retry of the same body. */
export interface OrderDraft {
  body: CustomerOrderCreate & { _id: string };
  idempotencyKey: string;
}

/** The order as the cart has it: the table, or for a takeaway the name or number to call. */
export interface OrderPlace {
  type: OrderType;
  table: string;
  note: string;
}

export function orderBody(
  lines: readonly CartLine[],
  { type, table, note }: OrderPlace,
): CustomerOrderCreate {
  return {
    type,
    // A line's note and options only when it has them: an order without them is sent as before.
    items: lines.map((line) => ({
      menuItemId: line.menuItemId,
      qty: line.qty,
      ...(line.note ? { note: line.note } : {}),
      ...(line.options.length > 0 ? { options: line.options } : {}),
    })),
    table: table.trim(),
    note: note.trim(),
  };
}

function sameBody(a: CustomerOrderCreate, b: CustomerOrderCreate): boolean {
  return JSON.stringify({ ...a, _id: undefined }) === JSON.stringify({ ...b, _id: undefined });
}

/** Keeps the previous draft's ids when the body is unchanged (a retry), else makes new ones. */
export function nextDraft(previous: OrderDraft | null, body: CustomerOrderCreate): OrderDraft {
  if (previous && sameBody(previous.body, body)) return previous;
  return { body: { ...body, _id: uuidV7() }, idempotencyKey: uuidV4() };
}
