import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { OtherTenantError } from '../pos-api';
import { loginFailure } from './login-failure';

describe('POS login failure', () => {
  it('sends an account of another restaurant to that login', () => {
    const error = new OtherTenantError('Akun ini terdaftar di restoran lain.', 'kopi-demo');
    expect(loginFailure(error, 'warung-demo')).toEqual({ kind: 'redirect', tenantSlug: 'kopi-demo' });
  });

  it('never redirects to the page it is on', () => {
    const error = new OtherTenantError('Akun lain', 'warung-demo');
    expect(loginFailure(error, 'warung-demo')).toEqual({ kind: 'message', text: 'Akun lain' });
  });

  it('names an unknown restaurant', () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(loginFailure(error, 'nope')).toEqual({
      kind: 'message',
      text: 'Tenant tidak ditemukan. Periksa kembali slug restoran Anda.',
    });
  });

  it("shows the server's message, else 'Login failed'", () => {
    const refused = new ApiError({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email atau password salah',
    });
    expect(loginFailure(refused, 'warung-demo')).toEqual({
      kind: 'message',
      text: 'Email atau password salah',
    });
    expect(loginFailure(new Error(''), 'warung-demo')).toEqual({ kind: 'message', text: 'Login failed' });
    expect(loginFailure('boom', 'warung-demo')).toEqual({ kind: 'message', text: 'Login failed' });
  });
});
