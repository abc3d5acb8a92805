import { describe, expect, it } from 'vitest';
import { dinerOrderNumber } from './order-number';

describe('dinerOrderNumber', () => {
  it("is the id's last 4 characters, upper-case", () => {
    expect(dinerOrderNumber('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3fab12')).toBe('AB12');
    expect(dinerOrderNumber('abc')).toBe('ABC');
  });
});
