import { describe, expect, it } from 'vitest';
import { orderTime, shortOrderId } from './order-time';

describe('order list helpers', () => {
  it('shows the last 4 characters of an id', () => {
    expect(shortOrderId('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3fab12')).toBe('AB12');
  });

  it('formats the time in the restaurant zone', () => {
    expect(orderTime('2026-11-22T05:07:00Z', 'Asia/Jakarta', 'id')).toBe('12.07');
    expect(orderTime('nonsense', 'Asia/Jakarta', 'id')).toBe('nonsense');
  });

  it('formats the time in the visible locale (issue 13)', () => {
    expect(orderTime('2026-11-22T05:07:00Z', 'Asia/Jakarta', 'en')).toBe('12:07 PM');
    expect(orderTime('2026-11-22T13:07:00Z', 'Asia/Makassar', 'en')).toBe('9:07 PM');
  });

  it('falls back to the device zone when the restaurant zone is unknown', () => {
    const expected = new Date('2026-11-22T05:07:00Z').toLocaleTimeString('id-ID', {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(orderTime('2026-11-22T05:07:00Z', 'Mars/Olympus', 'id')).toBe(expected);
  });
});
