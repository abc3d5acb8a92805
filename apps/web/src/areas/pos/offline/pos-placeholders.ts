import { changeDue } from '@meja/shared/cash';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type {
  PosMenu,
  QuickAddCashier,
  QuickAddMenuItem,
  Shift,
  ShiftClose,
} from '@meja/shared/contracts/pos';
import { chosenOptions, priceWithOptions } from '@meja/shared/menu-options';
import { normalizeCategory, normalizeMenuName } from '@meja/shared/menu-rules';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import type { DiscountProblem } from '@meja/shared/discounts';
import { posCartTotals, saleTable, type PosSale } from '@meja/shared/pos-cart';
import { dynamicQris } from '@meja/shared/qris';
import { shiftSummary } from '@meja/shared/shift';
import {
  PENDING_SYNC,
  type PosCashierView,
  type PosOrderView,
  type PosPaymentView,
  type PosShiftView,
} from './pos-views';

/*
 * The local results a queued write returns at once (status PENDING_SYNC, offline flag). Each carries
 * the final id the server will keep, so nothing is remapped when the queue is replayed.
 */

const iso = (at: number) => new Date(at).toISOString();

/** The sale's discounts do not fit the lines as the cached menu prices them (DiscountProblem). */
export class DiscountMisfit extends Error {
  constructor(readonly problem: DiscountProblem) {
    super(`discounts do not fit: ${problem.kind}`);
    this.name = 'DiscountMisfit';
  }
}

/**
 * Priced from the cached menu like the server prices it: effective price and the chosen options'
 * deltas (issue 20), the discounts on those lines (the lines' own, then the bill's), the tenant's
 * charges on what they leave. Each discount is the cashier's (`giver`), approved by no one: one that
 * needs an admin's PIN is never queued. Throws DiscountMisfit when the discounts do not fit.
 */
export function localOrder(
  id: string,
  { lines, place, billDiscount = null }: PosSale,
  menu: PosMenu,
  at: number,
  giver: { name: string },
): PosOrderView {
  const priced = lines.map((line) => {
    const item = menu.items.find((candidate) => candidate._id === line.menuItemId);
    const chosen = (line.options ?? []).map((option) => option.id);
    const options = item ? chosenOptions(item.optionGroups, chosen) : [...(line.options ?? [])];
    return {
      menuItemId: line.menuItemId,
      name: item?.name ?? line.name,
      price: item ? priceWithOptions(item.effectivePrice, options) : line.price,
      qty: line.qty,
      note: line.note ?? '',
      options,
    };
  });
  const totals = posCartTotals(
    priced.map((line, index) => ({ ...line, discount: lines[index]?.discount })),
    menu,
    billDiscount,
  );
  if (totals.problem) throw new DiscountMisfit(totals.problem);
  return {
    _id: id,
    // As the server keeps it (pos-orders.service): the name to call, upper-cased, else the counter.
    table: saleTable(place),
    type: place.type,
    status: PENDING_SYNC,
    confirmed: true,
    ready: false,
    total: totals.subtotal,
    tax: totals.tax,
    grandTotal: totals.total,
    taxPercent: menu.taxPercent,
    serviceCharge: totals.serviceCharge,
    serviceChargePercent: menu.serviceChargePercent,
    taxType: menu.taxType,
    discount: totals.discount,
    discounts: totals.discounts.map(({ line, kind, value, amount, reason }) => ({
      line,
      kind,
      value,
      amount,
      reason,
      by: giver.name,
      approvedBy: null,
    })),
    createdAt: iso(at),
    items: priced,
    note: '',
    priority: null,
    paymentStatus: 'NONE',
    source: 'POS',
    confirmedAt: iso(at),
    readyAt: null,
    offline: true,
  };
}

/**
 * A payment taken offline: QRIS gets its dynamic code for the exact amount from the static payload
 * (DESIGN §4, no gateway involved); CASH and CARD wait for the server. Throws when QRIS cannot be built.
 */
export function localPayIntent(
  id: string,
  order: PosOrderView,
  intent: { method: PaymentMethod; qrisStaticPayload: string | null; cashReceived?: number | undefined },
  at: number,
): { payment: PosPaymentView; order: PosOrderView } {
  const { method, qrisStaticPayload } = intent;
  const amount = order.grandTotal;
  const cashReceived = method === 'CASH' ? (intent.cashReceived ?? null) : null;
  const qrString =
    method === 'QRIS' && qrisStaticPayload !== null ? dynamicQris(qrisStaticPayload, amount) : null;
  return {
    payment: {
      _id: id,
      orderId: order._id,
      method,
      status: PENDING_SYNC,
      amount,
      // An offline payment never goes through a gateway (it needs the network).
      gateway: null,
      qrString,
      payUrl: null,
      createdAt: iso(at),
      cashReceived,
      change: cashReceived === null ? null : changeDue(amount, cashReceived),
      offline: true,
    },
    order: { ...order, status: PENDING_SYNC, paymentStatus: 'PENDING', offline: true },
  };
}

export function localConfirmedPayment(payment: PosPaymentView): PosPaymentView {
  return { ...payment, status: PENDING_SYNC, offline: true };
}

/** Named and filed as the server will store it (SPEC §5: upper-cased, blank category LAINNYA). */
export function localMenuItem(id: string, body: QuickAddMenuItem): PublicMenuItem {
  return {
    _id: id,
    name: normalizeMenuName(body.name),
    description: '',
    price: body.price,
    effectivePrice: body.price,
    discountPercent: null,
    discountFixed: null,
    imageUrl: '',
    category: normalizeCategory(body.category),
    isSpecialToday: false,
    isFavorite: false,
    soldOut: false,
    optionGroups: [],
  };
}

export function localCashier(id: string, body: QuickAddCashier): PosCashierView {
  return { _id: id, name: body.name?.trim() ?? '', email: body.email.trim() };
}

export function localOpenShift(id: string, openingCash: number, at: number): PosShiftView {
  return {
    _id: id,
    status: PENDING_SYNC,
    openedAt: iso(at),
    closedAt: null,
    openingCash,
    closingCash: null,
    expectedCash: openingCash,
    difference: null,
    orderCount: 0,
    totalSales: 0,
    totalsByMethod: { CASH: 0, CARD: 0, QRIS: 0 },
    offline: true,
  };
}

/** A payment this device saw complete, counted into the cached open shift (for an offline close). */
export function tallyPayment(shift: Shift, payment: Pick<PosPaymentView, 'method' | 'amount'>): Shift {
  const totalsByMethod = { ...shift.totalsByMethod };
  totalsByMethod[payment.method] += payment.amount;
  return {
    ...shift,
    totalsByMethod,
    totalSales: shift.totalSales + payment.amount,
    orderCount: shift.orderCount + 1,
    expectedCash: shift.openingCash + totalsByMethod.CASH,
  };
}

/**
 * The result of a close made offline, from what this device knows of the shift (its open shift and
 * the payments it took). The server's figures replace it once the queue has synced.
 */
export function localClosedShift(
  open: Shift | null,
  fallbackId: string,
  counted: ShiftClose,
  at: number,
): PosShiftView {
  const { closingCash } = counted;
  const base: Omit<PosShiftView, 'status'> = open ?? localOpenShift(fallbackId, 0, at);
  const payments = (['CASH', 'CARD', 'QRIS'] as const).map((method) => ({
    method,
    amount: base.totalsByMethod[method],
  }));
  const summary = shiftSummary({
    openingCash: base.openingCash,
    closingCash,
    payments,
    orderCount: base.orderCount,
  });
  return {
    ...base,
    ...summary,
    status: PENDING_SYNC,
    closedAt: iso(at),
    closingCash,
    expectedCard: base.totalsByMethod.CARD,
    expectedQris: base.totalsByMethod.QRIS,
    countedCard: counted.closingCard ?? null,
    countedQris: counted.closingQris ?? null,
    offline: true,
  };
}
