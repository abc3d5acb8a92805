import { describe, expect, it } from 'vitest';
import { isoDate } from './input';
import {
  inventoryCreate,
  inventoryUpdate,
  PURCHASE_MESSAGES,
  purchaseCreate,
  purchaseRange,
} from './inventory';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isoDate', () => {
  it.each(['2024-02-29', '2023-12-31', '2000-02-29', '1999-01-01'])('accepts the calendar day %s', (date) => {
    expect(isoDate.safeParse(date).success).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2100-02-29',
    '2024-5-2',
    '02/05/2024',
    '',
  ])('refuses %j', (date) => {
    expect(isoDate.safeParse(date).success).toBe(false);
  });
});

describe('purchaseCreate (SPEC §5 purchase form)', () => {
  const valid = { date: '2024-05-02', name: 'Bawang', qty: 1, price: 0 };

  it('reads text numbers with a decimal comma and trims the name', () => {
    expect(purchaseCreate.parse({ ...valid, name: ' Bawang ', qty: '1,25', price: '15000' })).toMatchObject({
      name: 'Bawang',
      qty: 1.25,
      price: 15000,
      sku: '',
    });
  });

  it.each([
    [{ ...valid, date: '' }, PURCHASE_MESSAGES.required],
    [{ ...valid, date: undefined }, PURCHASE_MESSAGES.required],
    [{ ...valid, name: ' ' }, PURCHASE_MESSAGES.required],
    [{ ...valid, name: undefined }, PURCHASE_MESSAGES.required],
    [{ ...valid, qty: 0 }, PURCHASE_MESSAGES.qty],
    [{ ...valid, qty: '-1' }, PURCHASE_MESSAGES.qty],
    [{ ...valid, qty: 'x' }, PURCHASE_MESSAGES.qty],
    [{ ...valid, qty: '' }, PURCHASE_MESSAGES.qty],
    [{ ...valid, price: -1 }, PURCHASE_MESSAGES.price],
    [{ ...valid, price: 'gratis' }, PURCHASE_MESSAGES.price],
  ])('refuses %j with its text', (input, message) => {
    expect(messageOf(purchaseCreate.safeParse(input))).toBe(message);
  });
});

describe('purchaseRange and inventoryCreate', () => {
  it('takes optional real dates', () => {
    expect(purchaseRange.parse({})).toEqual({});
    expect(purchaseRange.safeParse({ start: '2024-02-30' }).success).toBe(false);
  });

  it('defaults unit, SKU, stock and minStock', () => {
    expect(inventoryCreate.parse({ name: 'Garam' })).toEqual({
      name: 'Garam',
      unit: '',
      sku: '',
      stock: 0,
      minStock: 0,
    });
  });
});

describe('blank numeric inputs from forms', () => {
  it('treat a blank stock or minimum as 0 on create, and as not given on update', () => {
    expect(inventoryCreate.parse({ name: 'Garam', stock: '', minStock: ' ' })).toMatchObject({
      stock: 0,
      minStock: 0,
    });
    expect(inventoryUpdate.parse({ stock: '', minStock: '' })).toEqual({
      stock: undefined,
      minStock: undefined,
    });
    expect(inventoryCreate.safeParse({ name: 'Garam', stock: 'abc' }).success).toBe(false);
  });
});
