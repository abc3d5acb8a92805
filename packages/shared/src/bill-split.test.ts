import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equalSplit,
  itemSplit,
  MAX_SPLIT_PARTS,
  shareOut,
  SPLIT_MESSAGES,
  splitProblemMessage,
  type SplitOrder,
  type SplitPart,
  type SplitPick,
} from './bill-split';
import { computeCharges, TAX_TYPES } from './charges';
import { priceWithOptions } from './menu-options';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Every order's shares add up to its total exactly, and each part is the sum of its shares. */
function expectExact(orders: readonly SplitOrder[], parts: readonly SplitPart[]) {
  for (const order of orders) {
    const shares = parts.flatMap((part) => part.shares.filter((share) => share.orderId === order.id));
    expect(sum(shares.map((share) => share.amount))).toBe(order.total);
  }
  for (const part of parts) {
    expect(part.amount).toBe(sum(part.shares.map((share) => share.amount)));
    expect(part.shares.every((share) => Number.isInteger(share.amount) && share.amount > 0)).toBe(true);
  }
  expect(sum(parts.map((part) => part.amount))).toBe(sum(orders.map((order) => order.total)));
}

describe('shareOut', () => {
  it('gives the rupiah left over to the largest remainders, the earlier one on a tie', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(38850, [20000, 15000])).toEqual([22200, 16650]);
    expect(shareOut(100, [1, 2])).toEqual([33, 67]);
    expect(shareOut(5, [0, 0])).toEqual([3, 2]);
    expect(shareOut(7, [0, 3])).toEqual([0, 7]);
    expect(shareOut(0, [1, 1])).toEqual([0, 0]);
    expect(shareOut(9, [])).toEqual([]);
  });

  it('stays exact where total × weight passes 2^53', () => {
    const total = 400_000_000_000_000;
    const shares = shareOut(total, [999_999_999, 1, 333_333_333]);
    expect(sum(shares)).toBe(total);
    expect(shares[1]).toBe(300_000);
  });

  it('property: whole, non-negative, adding up, each within one rupiah of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(sum(shares)).toBe(total);
          const weightSum = sum(weights);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share) && share >= 0).toBe(true);
            const exact =
              weightSum > 0 ? (total * (weights[index] ?? 0)) / weightSum : total / weights.length;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

const order = (
  id: string,
  total: number,
  lines: SplitOrder['lines'] = [{ price: total, qty: 1 }],
): SplitOrder => ({
  id,
  total,
  lines,
});

describe('equalSplit', () => {
  it('splits a table of two orders three ways, each order on its own', () => {
    const result = equalSplit([order('a', 38850), order('b', 16650)], 3);
    expect(result.ok && result.parts.map((part) => part.amount)).toEqual([18500, 18500, 18500]);
  });

  it('leaves an order with less than one rupiah per part out of the later parts', () => {
    const result = equalSplit([order('a', 2)], 3);
    expect(result.ok && result.parts).toEqual([
      { amount: 1, shares: [{ orderId: 'a', amount: 1 }] },
      { amount: 1, shares: [{ orderId: 'a', amount: 1 }] },
      { amount: 0, shares: [] },
    ]);
  });

  it.each([1, 0, MAX_SPLIT_PARTS + 1, 2.5, Number.NaN])('refuses %s parts', (count) => {
    expect(equalSplit([order('a', 100)], count)).toEqual({ ok: false, problem: { kind: 'partCount' } });
  });
});

describe('itemSplit', () => {
  const dinner = order('a', 38850, [
    { price: 15000, qty: 2 },
    { price: 5000, qty: 1 },
  ]);

  it('shares the total in proportion to each guest’s dishes', () => {
    const result = itemSplit(
      [dinner],
      [
        [
          { orderId: 'a', line: 0, qty: 1 },
          { orderId: 'a', line: 1, qty: 1 },
        ],
        [{ orderId: 'a', line: 0, qty: 1 }],
      ],
    );
    expect(result.ok && result.parts.map((part) => part.amount)).toEqual([22200, 16650]);
  });

  it.each<[string, SplitPick[][], ReturnType<typeof itemSplit>]>([
    ['one part', [[{ orderId: 'a', line: 0, qty: 2 }]], { ok: false, problem: { kind: 'partCount' } }],
    [
      'an empty part',
      [[{ orderId: 'a', line: 0, qty: 2 }], [{ orderId: 'a', line: 1, qty: 0 }]],
      { ok: false, problem: { kind: 'emptyPart', part: 1 } },
    ],
    [
      'another order',
      [[{ orderId: 'a', line: 0, qty: 2 }], [{ orderId: 'z', line: 0, qty: 1 }]],
      { ok: false, problem: { kind: 'unknownLine', part: 1 } },
    ],
    [
      'a line past the order’s',
      [[{ orderId: 'a', line: 0, qty: 2 }], [{ orderId: 'a', line: 2, qty: 1 }]],
      { ok: false, problem: { kind: 'unknownLine', part: 1 } },
    ],
    [
      'a negative quantity',
      [
        [{ orderId: 'a', line: 0, qty: 3 }],
        [
          { orderId: 'a', line: 1, qty: 1 },
          { orderId: 'a', line: 0, qty: -1 },
        ],
      ],
      { ok: false, problem: { kind: 'unknownLine', part: 1 } },
    ],
    [
      'a unit given twice',
      [
        [
          { orderId: 'a', line: 0, qty: 2 },
          { orderId: 'a', line: 1, qty: 1 },
        ],
        [{ orderId: 'a', line: 0, qty: 1 }],
      ],
      { ok: false, problem: { kind: 'lineOver', orderId: 'a', line: 0 } },
    ],
    [
      'a unit left out',
      [[{ orderId: 'a', line: 0, qty: 1 }], [{ orderId: 'a', line: 0, qty: 1 }]],
      { ok: false, problem: { kind: 'lineLeft', orderId: 'a', line: 1 } },
    ],
  ])('refuses %s', (_label, picks, expected) => {
    expect(itemSplit([dinner], picks)).toEqual(expected);
  });

  it('says each problem in words', () => {
    expect(splitProblemMessage({ kind: 'emptyPart', part: 1 })).toBe('Bagian 2 belum berisi menu.');
    expect(splitProblemMessage({ kind: 'lineLeft', orderId: 'a', line: 0 })).toBe(SPLIT_MESSAGES.lineLeft);
    expect(splitProblemMessage({ kind: 'partCount' })).toBe(SPLIT_MESSAGES.partCount);
  });
});

/** Orders as the API prices them: dishes with options, under any service charge and tax. */
const pricedOrders = fc
  .record({
    serviceChargePercent: fc.integer({ min: 0, max: 20 }),
    taxType: fc.constantFrom(...TAX_TYPES),
    taxRatePercent: fc.integer({ min: 0, max: 15 }),
    taxIncluded: fc.boolean(),
    orders: fc.array(
      fc.array(
        fc.record({
          price: fc.integer({ min: 0, max: 500_000 }),
          options: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 3 }),
          qty: fc.integer({ min: 1, max: 6 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ orders, ...rules }) =>
    orders.map((lines, index): SplitOrder => {
      const priced = lines.map((line) => ({
        price: priceWithOptions(
          line.price,
          line.options.map((priceDelta, n) => ({ id: `o${n}`, group: 'g', name: `o${n}`, priceDelta })),
        ),
        qty: line.qty,
      }));
      const subtotal = sum(priced.map((line) => line.price * line.qty));
      return { id: `order-${index}`, total: computeCharges(subtotal, rules).total, lines: priced };
    }),
  );

describe('property: any split of any priced bill sums exactly to its total, to the rupiah', () => {
  it('in equal parts', () => {
    fc.assert(
      fc.property(pricedOrders, fc.integer({ min: 2, max: MAX_SPLIT_PARTS }), (orders, count) => {
        const result = equalSplit(orders, count);
        if (!result.ok) throw new Error('a valid count was refused');
        expectExact(orders, result.parts);
        // Equal: two parts differ by at most one rupiah per order.
        const amounts = result.parts.map((part) => part.amount);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(orders.length);
      }),
    );
  });

  it('by dishes, every unit given to some guest', () => {
    fc.assert(
      fc.property(
        pricedOrders,
        fc.integer({ min: 2, max: 6 }),
        fc.infiniteStream(fc.nat()),
        (orders, guests, choices) => {
          const picks: SplitPick[][] = Array.from({ length: guests }, () => []);
          const iterator = choices[Symbol.iterator]();
          for (const splitOrder of orders) {
            splitOrder.lines.forEach((line, index) => {
              for (let unit = 0; unit < line.qty; unit += 1) {
                picks[iterator.next().value % guests]?.push({ orderId: splitOrder.id, line: index, qty: 1 });
              }
            });
          }
          // Each guest has at least one unit, or the split is refused for it.
          const result = itemSplit(orders, picks);
          if (picks.some((part) => part.length === 0)) {
            expect(result.ok).toBe(false);
            return;
          }
          if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
          expectExact(orders, result.parts);
        },
      ),
    );
  });
});
