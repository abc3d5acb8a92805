import { describe, expect, it } from 'vitest';
import { menuStockStatus } from './menu-stock-status';

describe('menuStockStatus', () => {
  it('is available when nothing is short or marked', () => {
    expect(menuStockStatus({ soldOut: false, soldOutToday: false, stockOut: false })).toEqual({
      kind: 'available',
    });
  });

  it('names a dish marked by hand as sold out today', () => {
    expect(menuStockStatus({ soldOut: true, soldOutToday: true, stockOut: false })).toEqual({
      kind: 'soldOut',
      reason: 'today',
    });
  });

  it('names the stock as the reason when the server blocks a short dish (BLOCK)', () => {
    expect(menuStockStatus({ soldOut: true, soldOutToday: false, stockOut: true })).toEqual({
      kind: 'soldOut',
      reason: 'stock',
    });
  });

  it('warns about a short ingredient that still sells (ALLOW)', () => {
    expect(menuStockStatus({ soldOut: false, soldOutToday: false, stockOut: true })).toEqual({
      kind: 'short',
    });
  });

  it('prefers the hand mark when a dish is both marked and short', () => {
    expect(menuStockStatus({ soldOut: true, soldOutToday: true, stockOut: true })).toEqual({
      kind: 'soldOut',
      reason: 'today',
    });
  });
});
