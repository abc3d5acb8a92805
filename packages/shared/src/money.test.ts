import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money';

describe('formatRupiah (SPEC §9: IDR without decimals, id-ID)', () => {
  it.each([
    [12500, 'Rp 12.500'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000000, 'Rp 1.000.000'],
    [8250.4, 'Rp 8.250'],
    [8250.5, 'Rp 8.251'],
    [-2000, '-Rp 2.000'],
    [Number.NaN, 'Rp 0'],
  ])('%d → %j', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});
