import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, formatQty, formatSignedQty, formatStock } from './format-number';

describe('id-ID number formatting', () => {
  it('shows stock with exactly 2 decimals', () => {
    expect(formatStock(12.5)).toBe('12,50');
    expect(formatStock(1234.5)).toBe('1.234,50');
    expect(formatStock(0)).toBe('0,00');
    expect(formatStock(-0.755)).toBe('-0,76');
  });

  it('keeps up to 4 decimals for quantities', () => {
    expect(formatQty(0.0125)).toBe('0,0125');
    expect(formatQty(2)).toBe('2');
    expect(formatSignedQty(2.5)).toBe('+2,5');
    expect(formatSignedQty(-0.75)).toBe('-0,75');
  });

  it('rounds percentages to whole numbers', () => {
    expect(formatPercent(66.7)).toBe('67%');
    expect(formatPercent(-12.4)).toBe('-12%');
  });

  it('groups counts with dots', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_345)).toBe('12.345');
  });
});
