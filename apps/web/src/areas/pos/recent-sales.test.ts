import type { TransactionRow } from '@meja/shared/contracts/pos';
import { describe, expect, it } from 'vitest';
import { mergeRecentSales, type LocalSale } from './recent-sales';

function at(minute: number): string {
  return new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString();
}

function row(id: string, minute: number): TransactionRow {
  return { _id: id, time: at(minute), total: 1000, itemsCount: 1, method: 'CASH' };
}

function local(id: string, minute: number, queueStatus: LocalSale['queueStatus'] = 'pending'): LocalSale {
  return { _id: id, time: at(minute), total: 2000, itemsCount: null, method: 'QRIS', queueStatus };
}

describe('recent sales', () => {
  it('puts the newest first, local sales marked offline', () => {
    const merged = mergeRecentSales([row('s1', 1), row('s2', 5)], [local('l1', 3)]);
    expect(merged.map((r) => [r._id, r.offline])).toEqual([
      ['s2', false],
      ['l1', true],
      ['s1', false],
    ]);
    expect(merged[1]).toMatchObject({ itemsCount: null, method: 'QRIS', refused: false });
  });

  it('marks a local sale the server refused', () => {
    expect(mergeRecentSales([], [local('l1', 3, 'failed')])[0]?.refused).toBe(true);
  });

  it('shows a sale found in both lists once, as the server has it', () => {
    const merged = mergeRecentSales([row('x', 2)], [local('x', 2), local('y', 1)]);
    expect(merged.map((r) => [r._id, r.offline])).toEqual([
      ['x', false],
      ['y', true],
    ]);
  });

  it('keeps only the last 10', () => {
    const server = Array.from({ length: 8 }, (_, i) => row(`s${i}`, i));
    const locals = Array.from({ length: 5 }, (_, i) => local(`l${i}`, 20 + i));
    const merged = mergeRecentSales(server, locals);
    expect(merged).toHaveLength(10);
    expect(merged[0]?._id).toBe('l4');
    expect(merged.at(-1)?._id).toBe('s3');
  });
});
