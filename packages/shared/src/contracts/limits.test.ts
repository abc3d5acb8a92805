import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MAX_BOM_QTY,
  MAX_DINER_LINE_QTY,
  MAX_DINER_ORDER_LINES,
  MAX_MONEY,
  MAX_ORDER_LINES,
  MAX_POS_LINE_QTY,
  MAX_PRICE,
  MAX_PURCHASE_PRICE,
  MAX_STOCK_QTY,
} from '../limits';
import { inventoryCreate, inventoryUpdate, purchaseCreate, stockCountCreate } from './inventory';
import { bomUpdate, menuItemCreate, menuItemUpdate } from './menu';
import { customerOrderCreate } from './orders';
import { paymentCreate } from './payments';
import { posOrderCreate, quickAddMenuItem, shiftClose, shiftOpen } from './pos';

/** The bounds of every quantity, price and amount: the bound itself passes, one step beyond fails. */
const ID = '0190a000-0000-7000-8000-000000000001';
const ok = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success).toBe(true);
const refused = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success).toBe(false);

/** numeric(p, 4) holds |x| < 10^(p-4). */
const numericHolds = (value: number, precision: number) => Math.abs(value) < 10 ** (precision - 4);
/** PostgreSQL bigint's largest value, 2^63 − 1 (as a JS number, rounded). */
const BIGINT_MAX = 2 ** 63;

describe('the limits fit the columns, products included', () => {
  it('one order takes at most ~1e9 of an ingredient: a movement and years of them fit numeric(18,4)', () => {
    const perOrder = MAX_BOM_QTY * MAX_POS_LINE_QTY * MAX_ORDER_LINES;
    expect(perOrder).toBeLessThan(1e9);
    expect(numericHolds(perOrder, 18)).toBe(true);
    expect(numericHolds(perOrder * 100_000, 18)).toBe(true);
    // The diner's order is smaller than the POS's.
    expect(MAX_DINER_LINE_QTY * MAX_DINER_ORDER_LINES).toBeLessThan(MAX_POS_LINE_QTY * MAX_ORDER_LINES);
  });

  it('recipe quantities, minimum stock and purchase quantities fit numeric(14,4)', () => {
    expect(numericHolds(MAX_BOM_QTY, 14)).toBe(true);
    expect(numericHolds(MAX_STOCK_QTY, 14)).toBe(true);
  });

  it('the largest order, with 100 % tax, can be paid, and money stays exact in JavaScript', () => {
    const largestOrder = MAX_PRICE * MAX_POS_LINE_QTY * MAX_ORDER_LINES * 2;
    expect(largestOrder).toBeLessThanOrEqual(MAX_MONEY);
    expect(MAX_MONEY).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_MONEY).toBeLessThan(BIGINT_MAX);
    expect(MAX_PURCHASE_PRICE).toBeLessThan(BIGINT_MAX);
  });
});

describe('menu contracts', () => {
  const line = (qty: unknown) => ({ inventoryItemId: ID, qty });

  it('a recipe line takes up to 10,000 units per portion', () => {
    ok(bomUpdate, { bom: [line(MAX_BOM_QTY)] });
    ok(bomUpdate, { bom: [line('10000')] });
    refused(bomUpdate, { bom: [line(MAX_BOM_QTY + 0.0001)] });
    refused(bomUpdate, { bom: [line(1e9)] });
    refused(bomUpdate, { bom: [line(1e10)] });
    refused(bomUpdate, { bom: [line('1e10')] });
    refused(menuItemCreate, { name: 'a', price: 1, bom: [line(1e10)] });
    refused(menuItemUpdate, { bom: [line(1e9)] });
  });

  it('a price is at most Rp 1.000.000.000', () => {
    ok(menuItemCreate, { name: 'a', price: MAX_PRICE });
    refused(menuItemCreate, { name: 'a', price: MAX_PRICE + 1 });
    ok(menuItemUpdate, { price: MAX_PRICE });
    refused(menuItemUpdate, { price: MAX_PRICE + 1 });
    ok(quickAddMenuItem, { name: 'a', price: MAX_PRICE });
    refused(quickAddMenuItem, { name: 'a', price: MAX_PRICE + 1 });
  });

  it('a fixed discount is at most the largest price, on create and on update', () => {
    ok(menuItemCreate, { name: 'a', price: 1, discountFixed: MAX_PRICE });
    refused(menuItemCreate, { name: 'a', price: 1, discountFixed: MAX_PRICE + 1 });
    expect(menuItemUpdate.parse({ discountFixed: MAX_PRICE })).toEqual({ discountFixed: MAX_PRICE });
    refused(menuItemUpdate, { discountFixed: MAX_PRICE + 1 });
    refused(menuItemUpdate, { discountFixed: 9.3e18 });
    refused(menuItemUpdate, { discountFixed: '9300000000000000000' });
    // Below zero is still clamped (SPEC §5), however far.
    expect(menuItemUpdate.parse({ discountFixed: -9.3e18 })).toEqual({ discountFixed: 0 });
  });
});

describe('order contracts', () => {
  const lines = (n: number, qty: number) => Array.from({ length: n }, () => ({ menuItemId: ID, qty }));

  it('the diner orders up to 50 lines of up to 99 portions', () => {
    ok(customerOrderCreate, { table: 'A1', items: lines(MAX_DINER_ORDER_LINES, MAX_DINER_LINE_QTY) });
    refused(customerOrderCreate, { table: 'A1', items: lines(1, MAX_DINER_LINE_QTY + 1) });
    refused(customerOrderCreate, { table: 'A1', items: lines(MAX_DINER_ORDER_LINES + 1, 1) });
  });

  it('the POS sells up to 100 lines of up to 999 portions; integer qty only', () => {
    ok(posOrderCreate, { items: lines(MAX_ORDER_LINES, MAX_POS_LINE_QTY) });
    refused(posOrderCreate, { items: lines(1, MAX_POS_LINE_QTY + 1) });
    refused(posOrderCreate, { items: lines(MAX_ORDER_LINES + 1, 1) });
    refused(posOrderCreate, { items: lines(1, 2 ** 31) });
    refused(posOrderCreate, { items: lines(1, 1.5) });
  });
});

describe('money', () => {
  it('a payment is at most MAX_MONEY', () => {
    const payment = (amount: unknown) => ({ orderId: ID, method: 'CASH', amount });
    ok(paymentCreate, payment(MAX_MONEY));
    refused(paymentCreate, payment(MAX_MONEY + 1_000));
    refused(paymentCreate, payment(9.3e18));
    refused(paymentCreate, payment(-1));
  });

  it('shift cash is a whole amount up to MAX_MONEY', () => {
    ok(shiftOpen, { openingCash: MAX_MONEY });
    refused(shiftOpen, { openingCash: MAX_MONEY + 1_000 });
    ok(shiftClose, { closingCash: MAX_MONEY });
    refused(shiftClose, { closingCash: MAX_MONEY + 1_000 });
    refused(shiftClose, { closingCash: 1e19 });
    ok(shiftClose, { closingCash: 0, closingCard: MAX_MONEY, closingQris: MAX_MONEY });
    refused(shiftClose, { closingCash: 0, closingCard: MAX_MONEY + 1_000 });
  });

  it('the cash received is at most MAX_MONEY, like the payment', () => {
    const cash = (cashReceived: unknown) => ({ orderId: ID, method: 'CASH', amount: 1, cashReceived });
    ok(paymentCreate, cash(MAX_MONEY));
    refused(paymentCreate, cash(MAX_MONEY + 1_000));
    refused(paymentCreate, cash(9.3e18));
  });
});

describe('stock contracts', () => {
  it('stock is within ±1e9, the minimum within 0..1e9', () => {
    ok(inventoryCreate, { name: 'a', stock: MAX_STOCK_QTY, minStock: MAX_STOCK_QTY });
    ok(inventoryCreate, { name: 'a', stock: -MAX_STOCK_QTY });
    refused(inventoryCreate, { name: 'a', stock: MAX_STOCK_QTY + 1 });
    refused(inventoryCreate, { name: 'a', stock: -MAX_STOCK_QTY - 1 });
    refused(inventoryCreate, { name: 'a', minStock: MAX_STOCK_QTY + 1 });
    ok(inventoryUpdate, { stock: MAX_STOCK_QTY });
    refused(inventoryUpdate, { stock: '1e10' });
    refused(inventoryUpdate, { minStock: 1e10 });
  });

  it('a stock count is within 0..1e9', () => {
    const count = (counted: unknown) => ({ lines: [{ inventoryItemId: ID, counted }] });
    ok(stockCountCreate, count(MAX_STOCK_QTY));
    refused(stockCountCreate, count(MAX_STOCK_QTY + 1));
    refused(stockCountCreate, count('1e10'));
  });

  it('a purchase is at most 1e9 units for at most Rp 1e12', () => {
    const purchase = (qty: unknown, price: unknown) => ({ date: '2025-01-02', name: 'Beras', qty, price });
    ok(purchaseCreate, purchase(MAX_STOCK_QTY, MAX_PURCHASE_PRICE));
    refused(purchaseCreate, purchase(MAX_STOCK_QTY + 1, 1));
    refused(purchaseCreate, purchase(1, MAX_PURCHASE_PRICE + 1));
  });
});
