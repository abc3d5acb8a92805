import { describe, expect, it } from 'vitest';
import { pageHeightMm, receiptPageCss } from './receipt-style';

describe('receipt page', () => {
  it('is the paper width by the measured height, with no margin — never the invalid `auto`', () => {
    expect(receiptPageCss('58', 120)).toBe('@page { size: 58mm 120mm; margin: 0; }');
    expect(receiptPageCss('80', 95)).toBe('@page { size: 80mm 95mm; margin: 0; }');
    expect(receiptPageCss('58', 120)).not.toContain('auto');
  });

  it('turns CSS pixels into whole millimetres, rounded up, with 2 mm slack', () => {
    // 96 px = 1 in = 25.4 mm → 26 + 2.
    expect(pageHeightMm(96)).toBe(28);
    expect(pageHeightMm(378)).toBe(101 + 2);
    expect(pageHeightMm(0)).toBe(3);
    expect(pageHeightMm(Number.NaN)).toBe(3);
  });
});
