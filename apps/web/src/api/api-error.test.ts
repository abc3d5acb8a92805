import { describe, expect, it } from 'vitest';
import { ApiError, bareFailureStatus, fieldErrorsOf, httpFailureCode, localizedMessageOf } from './api-error';

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
  const english = { byCode: { SOLD_OUT: 'Sold out.' }, soldOut: (dishes: string) => `Sold out: ${dishes}.` };

  it("gives the catalogue's text for the error's code", () => {
    expect(localizedMessageOf(soldOut, english, 'Failed.')).toBe('Sold out.');
  });

  it("gives the server's message for a code the catalogue lacks, and the fallback without one", () => {
    expect(localizedMessageOf(soldOut, { byCode: { RATE_LIMITED: 'Too many.' } }, 'Failed.')).toBe(
      'Menu sedang habis.',
    );
    expect(localizedMessageOf(null, english, 'Failed.')).toBe('Failed.');
  });

  it('names the dishes a SOLD_OUT refusal carries, in the translation', () => {
    const named = new ApiError({
      status: 409,
      code: 'SOLD_OUT',
      message: 'Maaf, Es Teh, Nasi Goreng sedang habis.',
      dishes: ['Es Teh', 'Nasi Goreng'],
    });
    expect(localizedMessageOf(named, english, 'Failed.')).toBe('Sold out: Es Teh, Nasi Goreng.');
    expect(localizedMessageOf(named, { byCode: english.byCode }, 'Failed.')).toBe('Sold out.');
    expect(localizedMessageOf(named, null, 'Failed.')).toBe('Maaf, Es Teh, Nasi Goreng sedang habis.');
  });

  it("answers a bare failure (no error body) with the caller's fallback, except in the source locale", () => {
    const bare = new ApiError({
      status: 502,
      code: httpFailureCode(502),
      message: 'Permintaan gagal (HTTP 502).',
    });
    expect(bareFailureStatus(bare)).toBe(502);
    expect(bareFailureStatus(soldOut)).toBeNull();
    expect(localizedMessageOf(bare, english, 'Could not load the menu.')).toBe('Could not load the menu.');
    expect(localizedMessageOf(bare, english, '')).toBe('Permintaan gagal (HTTP 502).');
    expect(localizedMessageOf(bare, null, 'Could not load the menu.')).toBe('Permintaan gagal (HTTP 502).');
  });

  it('keeps the server message in the source locale', () => {
    expect(localizedMessageOf(soldOut, null, 'Failed.')).toBe('Menu sedang habis.');
  });
});
