import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import type { Payment } from '@meja/shared/contracts/payments';
import { useState } from 'react';
import { buildReceipt, type Receipt } from '../../../components/receipt/receipt-model';
import { splitPartReceipt } from '../../../components/receipt/split-part-receipt';
import { openCashDrawer, printerPicked } from '../../../printing/printer';
import { printerSettingsStore } from '../../../printing/printer-settings';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/*
 * The payments screen's printer (issue 21): the receipt on this device's thermal printer when one is
 * picked (else the browser's print window, as before), the drawer on a cash payment, and a payment's
 * receipt printed again from the history.
 */

export const counterPrintingMessages = i18n('admin/payments/printing', {
  printerButton: 'Printer struk',
  printerTitle: 'Pengaturan printer',
  printFailed: 'Printer tidak menjawab: struk belum dicetak. Periksa printer, atau cetak lewat browser.',
  printInBrowser: 'Cetak lewat browser',
  sentToPrinter: 'Struk dikirim ke printer.',
  printing: 'Mencetak...',
  reprint: 'Cetak ulang',
  print: 'Cetak struk',
  printPart: params('Cetak struk bagian {part}'),
  receiptTitle: 'Struk',
  reprintContext: 'struk order',
  reprintTitle: 'Struk (cetak ulang)',
  drawerFailed: 'Laci kas tidak terbuka: printer tidak menjawab. Pembayaran tetap tercatat.',
});

/** What the screen knows to print a payment's receipt from: the day's orders and the open splits. */
export interface ReceiptSources {
  orders: readonly Order[];
  splits: readonly BillSplit[];
}

/** The open split a part payment belongs to, with that part paid; undefined when it is closed. */
function splitOfPart(payment: Payment, splits: readonly BillSplit[]): BillSplit | undefined {
  const part = payment.part;
  if (!part) return undefined;
  return splits.find(
    (split) =>
      split.orderIds.includes(payment.orderId) &&
      split.parts.length === part.of &&
      split.parts.some((candidate) => candidate.part === part.part && candidate.payment !== null),
  );
}

/** The split's orders from the screen's list; null when one is missing (its dishes cannot be named). */
function ordersOfSplit(split: BillSplit, orders: readonly Order[]): Order[] | null {
  const found = split.orderIds.flatMap((id) => orders.find((order) => order._id === id) ?? []);
  return found.length === split.orderIds.length ? found : null;
}

/** One part of a split bill as its receipt (splitPartReceipt), when its orders are on the screen. */
export function splitPartReceiptOf(
  split: BillSplit,
  part: number,
  orders: readonly Order[],
  restaurant: { name: string; address: string },
  printedAt: Date,
): Receipt | null {
  const ofSplit = ordersOfSplit(split, orders);
  if (!ofSplit) return null;
  return splitPartReceipt({ split, part, orders: ofSplit, restaurant, printedAt });
}

/**
 * The receipt of one payment, as it was paid. A whole payment: its order with the method and, for
 * cash, what was handed over and the change. A part of a split bill: that part's receipt, while the
 * split is open (a closed split is no longer listed). Null when it cannot be printed: not
 * completed, or its order or split is not on the screen (the day's orders).
 */
export function receiptForPayment(
  payment: Payment,
  sources: ReceiptSources,
  restaurant: { name: string; address: string },
  printedAt: Date,
): Receipt | null {
  if (payment.status !== 'COMPLETED') return null;
  if (payment.part) {
    const split = splitOfPart(payment, sources.splits);
    return split ? splitPartReceiptOf(split, payment.part.part, sources.orders, restaurant, printedAt) : null;
  }
  const order = sources.orders.find((candidate) => candidate._id === payment.orderId);
  if (!order) return null;
  const { method, cashReceived, change } = payment;
  return buildReceipt({
    restaurant,
    orders: [order],
    payments: new Map([[order._id, { method, cashReceived, change }]]),
    printedAt,
  });
}

/** The payments whose receipt can be printed again (those receiptForPayment answers). */
export function reprintablePayments(payments: readonly Payment[], sources: ReceiptSources): Set<string> {
  const listed = new Set(sources.orders.map((order) => order._id));
  return new Set(
    payments
      .filter((payment) => {
        if (payment.status !== 'COMPLETED') return false;
        if (!payment.part) return listed.has(payment.orderId);
        const split = splitOfPart(payment, sources.splits);
        return split !== undefined && split.orderIds.every((id) => listed.has(id));
      })
      .map((payment) => payment._id),
  );
}

/** Whether this device prints receipts on its own printer (not the browser's print window). */
export const printsOnPrinter = () => printerPicked();

/**
 * A cash payment opens the drawer when this device has a printer and kicks the drawer; a printer
 * problem never fails the payment: it is only said (`failed`).
 */
export function useCashDrawer() {
  const [failed, setFailed] = useState(false);
  return {
    failed,
    dismiss: () => setFailed(false),
    open(): void {
      setFailed(false);
      if (!printerPicked() || !printerSettingsStore.get().kickDrawer) return;
      openCashDrawer().catch(() => setFailed(true));
    },
  };
}
