import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './contracts/common';
import { isSoldOutRefusal, SOLD_OUT_CODE, SOLD_OUT_LABEL } from './sold-out';

describe('sold out', () => {
  it('uses the error code the API sends', () => {
    expect(ERROR_CODES).toContain(SOLD_OUT_CODE);
  });

  it("labels a sold-out dish 'Habis'", () => {
    expect(SOLD_OUT_LABEL).toBe('Habis');
  });

  it('recognises a refusal by its code, whatever the error object', () => {
    expect(isSoldOutRefusal({ code: 'SOLD_OUT', message: 'Maaf, NASI sedang habis.' })).toBe(true);
    expect(isSoldOutRefusal(Object.assign(new Error('x'), { code: 'SOLD_OUT' }))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isSoldOutRefusal({ code: 'CONFLICT' })).toBe(false);
    expect(isSoldOutRefusal(new Error('SOLD_OUT'))).toBe(false);
    expect(isSoldOutRefusal(null)).toBe(false);
    expect(isSoldOutRefusal('SOLD_OUT')).toBe(false);
    expect(isSoldOutRefusal(undefined)).toBe(false);
  });
});
