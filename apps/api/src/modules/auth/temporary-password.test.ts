import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordResponse, meResponse } from '@meja/shared/contracts/auth';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { HOUR, NEW_PASSWORD, newEmail, staffAccountsApi } from '../../../test/staff-accounts';

/** The first login with a temporary password and POST /auth/change-password (issue 14). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const { me, changePassword, createOk, loginOk, storedUser } = staffAccountsApi(() => ctx);

describe('the first login with a temporary password', () => {
  it('must change the password before anything else; the new one then works and the temporary one not', async () => {
    const t = await createTenantGraph(ctx.db);
    const email = newEmail('kasir');
    const { tempPassword = '' } = await createOk(t, { name: 'Kasir Baru', email, role: 'CASHIER' });
    const { user, token } = await loginOk(email, tempPassword);
    expect(user.mustChangePassword).toBe(true);
    expect(meResponse.parse((await me(token)).json()).user.mustChangePassword).toBe(true);

    const blocked = await call(ctx, 'GET', t.tenant.slug, '/context', token);
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const orders = await call(ctx, 'GET', t.tenant.slug, '/orders', token);
    expect(errorOf(orders).code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await changePassword(token, { currentPassword: tempPassword, newPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changePasswordResponse.strict().parse(changed.json()).user.mustChangePassword).toBe(false);
    expect((await call(ctx, 'GET', t.tenant.slug, '/context', token)).statusCode).toBe(200);
    expect(await storedUser(user._id)).toMatchObject({
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
    });

    expect((await postLogin(ctx.app, { email, password: tempPassword })).statusCode).toBe(401);
    await loginOk(email, NEW_PASSWORD);
  });

  it('works until 72 hours have passed, then the login is refused with its own message', async () => {
    const t = await createTenantGraph(ctx.db);
    const early = newEmail('awal');
    const late = newEmail('telat');
    const first = await createOk(t, { name: 'Awal', email: early, role: 'KITCHEN' });
    const second = await createOk(t, { name: 'Telat', email: late, role: 'INVENTORY' });
    try {
      ctx.clock.advance(72 * HOUR - 60_000);
      await loginOk(early, first.tempPassword ?? '');
      ctx.clock.advance(2 * 60_000);
      const expired = await postLogin(ctx.app, { email: late, password: second.tempPassword ?? '' });
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired)).toEqual({
        code: 'TEMP_PASSWORD_EXPIRED',
        message:
          'Password sementara sudah kedaluwarsa (berlaku 72 jam). Minta admin restoran untuk mereset password Anda.',
      });
      // A wrong password still says only that.
      const wrong = await postLogin(ctx.app, { email: late, password: 'salah-salah-1' });
      expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
    } finally {
      ctx.clock.reset();
    }
  });
});

describe('POST /auth/change-password', () => {
  it('checks the current password, refuses the same one and a short one, and ends the other sessions', async () => {
    const t = await createTenantGraph(ctx.db);
    const second = await loginOk(t.cashier.email, 'rahasia-123');
    const wrong = await changePassword(t.cashier.token, {
      currentPassword: 'salah',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ currentPassword: 'Password saat ini salah.' });
    const same = await changePassword(t.cashier.token, {
      currentPassword: 'rahasia-123',
      newPassword: 'rahasia-123',
    });
    expect(errorOf(same).fields).toEqual({
      newPassword: 'Password baru harus berbeda dari password saat ini.',
    });
    const short = await changePassword(t.cashier.token, {
      currentPassword: 'rahasia-123',
      newPassword: 'pendek',
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.newPassword).toBe('Password baru minimal 8 karakter');

    const ok = await changePassword(t.cashier.token, {
      currentPassword: 'rahasia-123',
      newPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(t.cashier.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('needs a session (401)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: 'a', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
