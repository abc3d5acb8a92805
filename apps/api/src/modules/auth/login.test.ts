import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '@meja/shared/contracts/auth';
import { createGroup, createTenantGraph, createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { errorOf, postLogin } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterEach(() => ctx.clock.reset());
afterAll(() => ctx.close());

const HOUR_MS = 60 * 60 * 1000;
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('POST /api/v1/public/login', () => {
  it('returns the user and a new session token', async () => {
    const { tenant, cashier } = await createTenantGraph(ctx.db);
    const response = await postLogin(ctx.app, { email: cashier.email, password: FACTORY_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.strict().parse(response.json());
    expect(body.user).toEqual({
      _id: cashier.id,
      role: 'CASHIER',
      name: 'USER CASHIER',
      email: cashier.email,
      tenantId: tenant.id,
      tenantSlug: tenant.slug,
      groupSlug: null,
      mustChangePassword: false,
    });
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'email',
      'groupSlug',
      'mustChangePassword',
      'name',
      'role',
      'tenantId',
      'tenantSlug',
    ]);
    expect(body.token).not.toBe(cashier.token);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('gives a group manager its group slug and no tenant', async () => {
    const { group, manager } = await createGroup(ctx.db);
    const response = await postLogin(ctx.app, { email: manager.email, password: FACTORY_PASSWORD });
    expect(loginResponse.parse(response.json()).user).toMatchObject({
      role: 'GROUP_MANAGER',
      tenantId: null,
      tenantSlug: null,
      groupSlug: group.slug,
    });
  });

  it('gives staff of a group branch the group slug of their tenant', async () => {
    const { group } = await createGroup(ctx.db);
    const { admin } = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const response = await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD });
    expect(loginResponse.parse(response.json()).user.groupSlug).toBe(group.slug);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const response = await postLogin(ctx.app, {
      email: `  ${admin.email.toUpperCase()} `,
      password: FACTORY_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(loginResponse.parse(response.json()).user.email).toBe(admin.email);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const wrongPassword = await postLogin(ctx.app, { email: admin.email, password: 'salah-sekali' });
    const unknownEmail = await postLogin(ctx.app, {
      email: 'tidak-ada@meja.test',
      password: FACTORY_PASSWORD,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(errorOf(wrongPassword)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Email atau password salah.',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unverified account with the right password (403), without a session', async () => {
    const { tenant } = await createTenantGraph(ctx.db);
    const user = await createUser(ctx.db, { role: 'CASHIER', tenantId: tenant.id, verified: false });
    const response = await postLogin(ctx.app, { email: user.email, password: FACTORY_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email belum diverifikasi. Silakan buka link verifikasi yang kami kirim ke email Anda.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not reveal that an unverified account exists to a wrong password', async () => {
    const { tenant } = await createTenantGraph(ctx.db);
    const user = await createUser(ctx.db, { role: 'CASHIER', tenantId: tenant.id, verified: false });
    const response = await postLogin(ctx.app, { email: user.email, password: 'salah-sekali' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a missing password or email with 400 naming the field', async () => {
    const noPassword = await postLogin(ctx.app, { email: 'a@meja.test' });
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword)).toMatchObject({
      code: 'VALIDATION',
      fields: { password: expect.any(String) },
    });
    const blankEmail = await postLogin(ctx.app, { email: '  ', password: 'x' });
    expect(errorOf(blankEmail).fields).toEqual({ email: 'Email wajib diisi' });
  });
});

describe('session expiry', () => {
  it('ends a session SESSION_TTL_HOURS after login', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const login = await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD });
    const { token } = loginResponse.parse(login.json());
    const ttlMs = ctx.env.SESSION_TTL_HOURS * HOUR_MS;
    expect(ctx.env.SESSION_TTL_HOURS).toBe(720);

    ctx.clock.advance(ttlMs - 60_000);
    expect((await me(token)).statusCode).toBe(200);

    ctx.clock.advance(2 * 60_000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('UNAUTHENTICATED');
  });
});
