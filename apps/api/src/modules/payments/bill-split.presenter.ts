import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { BillSplitRow, PaymentRow } from '../../db/schema/payments';
import { cashFiguresOf } from './cash-received';

/**
 * A split bill as the API answers it: each part with how it was paid (its first payment: a part
 * paying several orders has one payment per order, all of one method at one moment) and, in cash,
 * what its guest handed over and got back.
 */
export function presentSplit(row: BillSplitRow, partPayments: readonly PaymentRow[]): BillSplit {
  const mine = partPayments.filter((payment) => payment.splitId === row.id);
  return {
    _id: row.id,
    mode: row.mode,
    table: row.tableNumber,
    orderIds: row.orderIds,
    total: row.total,
    paid: mine.reduce((sum, payment) => sum + payment.amount, 0),
    createdAt: row.createdAt.toISOString(),
    parts: row.parts.map((part, index) => {
      const paidBy = mine.filter((payment) => payment.part === index + 1);
      const first = paidBy[0];
      return {
        part: index + 1,
        amount: part.amount,
        items: part.picks,
        payment: first
          ? {
              method: first.method,
              paidAt: first.createdAt.toISOString(),
              // What the guest handed over for the whole part, and the part's change.
              ...cashFiguresOf({ amount: part.amount, cashReceived: part.cashReceived ?? null }),
            }
          : null,
      };
    }),
  };
}
