import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, localizedMessageOf } from './api-error';

describe('fieldErrorsOf', () => {
  it("gives a 400's messages for the form's own fields, in the form's order", () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Email tidak valid',
      fields: { password: 'Password minimal 6 karakter', email: 'Email tidak valid', tenantId: 'x' },
    });
    expect(fieldErrorsOf(error, ['name', 'email', 'password'])).toEqual([
      ['email', 'Email tidak valid'],
      ['password', 'Password minimal 6 karakter'],
    ]);
  });

  it('gives nothing for other errors or empty messages', () => {
    expect(fieldErrorsOf(new Error('network'), ['email'])).toEqual([]);
    expect(fieldErrorsOf(null, ['email'])).toEqual([]);
    const empty = new ApiError({ status: 400, code: 'VALIDATION', message: 'x', fields: { email: '' } });
    expect(fieldErrorsOf(empty, ['email'])).toEqual([]);
  });
});

describe('localizedMessageOf', () => {
  const soldOut = new ApiError({ status: 409, code: 'SOLD_OUT', message: 'Menu sedang habis.' });

  it("gives the catalogue's text for the error's code", () => {
    expect(localizedMessageOf(soldOut, { SOLD_OUT: 'Sold out.' }, 'Failed.')).toBe('Sold out.');
  });

  it("gives the server's message for a code the catalogue lacks, and the fallback without one", () => {
    expect(localizedMessageOf(soldOut, { RATE_LIMITED: 'Too many.' }, 'Failed.')).toBe('Menu sedang habis.');
    expect(localizedMessageOf(null, { SOLD_OUT: 'Sold out.' }, 'Failed.')).toBe('Failed.');
  });
});
