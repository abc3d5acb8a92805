import { describe, expect, it } from 'vitest';
import { orderTime, shortOrderId } from './order-time';

describe('order list helpers', () => {
  it('shows the last 4 characters of an id', () => {
    expect(shortOrderId('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3fab12')).toBe('AB12');
  });

  it('formats the time in the restaurant zone', () => {
    expect(orderTime('2026-11-22T05:07:00Z', 'Asia/Jakarta')).toBe('12.07');
    expect(orderTime('nonsense', 'Asia/Jakarta')).toBe('nonsense');
  });
});
