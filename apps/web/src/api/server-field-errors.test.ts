import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerFieldErrors } from './server-field-errors';

interface Values {
  name: string;
  email: string;
  price: number;
}

function recordingForm() {
  const calls: [string, ErrorOption][] = [];
  return {
    calls,
    setError: (name: string, error: ErrorOption) => {
      calls.push([name, error]);
    },
  };
}

const refused = (fields: Record<string, string>) =>
  new ApiError({ status: 400, message: 'Data tidak valid', code: 'VALIDATION', fields });

describe('applyServerFieldErrors', () => {
  it('puts each named field message on its field as a server error', () => {
    const form = recordingForm();
    const count = applyServerFieldErrors<Values>(form, refused({ name: 'Wajib diisi', price: 'Harus > 0' }), [
      'name',
      'email',
      'price',
    ]);
    expect(count).toBe(2);
    expect(form.calls).toEqual([
      ['name', { type: 'server', message: 'Wajib diisi' }],
      ['price', { type: 'server', message: 'Harus > 0' }],
    ]);
  });

  it('leaves out fields the form did not name (they are not on this form)', () => {
    const form = recordingForm();
    expect(
      applyServerFieldErrors<Values>(form, refused({ password: 'Terlalu pendek', email: 'Bukan email' }), [
        'email',
      ]),
    ).toBe(1);
    expect(form.calls).toEqual([['email', { type: 'server', message: 'Bukan email' }]]);
  });

  it('does nothing for an empty field message, a refusal without fields, or an error that is not the API’s', () => {
    const form = recordingForm();
    expect(applyServerFieldErrors<Values>(form, refused({ name: '' }), ['name'])).toBe(0);
    expect(applyServerFieldErrors<Values>(form, refused({}), ['name'])).toBe(0);
    expect(applyServerFieldErrors<Values>(form, new Error('Gagal'), ['name'])).toBe(0);
    expect(applyServerFieldErrors<Values>(form, undefined, ['name'])).toBe(0);
    expect(form.calls).toEqual([]);
  });
});
