import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loginResponse } from '@meja/shared/contracts/auth';
import { staffPasswordIssued, staffUserList } from '@meja/shared/contracts/users';
import { users } from '../src/db/schema/platform';
import { inAppTx } from '../src/platform/db-scope';
import { freshIp, postLogin } from './auth-flow';
import { call, type Ctx } from './catalog';
import type { TenantGraph } from './factories';
import { bearer } from './harness';

/** Calls of the staff accounts API (issue 14) and the own-password routes, for a test file's context. */

export const HOUR = 60 * 60 * 1000;
export const NEW_PASSWORD = 'password-baru-123';
export const newEmail = (prefix = 'staf') => `${prefix}-${randomUUID().slice(0, 8)}@meja.test`;

/** `context` is read at each call: a test file's context is opened in its beforeAll. */
export function staffAccountsApi(context: () => Ctx) {
  const list = (t: TenantGraph, token = t.admin.token) =>
    call(context(), 'GET', t.tenant.slug, '/users', token);
  const create = (t: TenantGraph, body: object, token = t.admin.token) =>
    call(context(), 'POST', t.tenant.slug, '/users', token, body);
  const putRole = (t: TenantGraph, id: string, role: string, token = t.admin.token) =>
    call(context(), 'PUT', t.tenant.slug, `/users/${id}`, token, { role });
  const remove = (t: TenantGraph, id: string, token = t.admin.token) =>
    call(context(), 'DELETE', t.tenant.slug, `/users/${id}`, token);
  const reset = (t: TenantGraph, id: string, token = t.admin.token) =>
    call(context(), 'POST', t.tenant.slug, `/users/${id}/reset-password`, token);
  const me = (token: string) =>
    context().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  const changePassword = (token: string, body: object) =>
    context().app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(token),
      payload: body,
      remoteAddress: freshIp(),
    });

  async function createOk(t: TenantGraph, body: { name: string; email: string; role: string }) {
    const response = await create(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return staffPasswordIssued.strict().parse(response.json());
  }

  async function staffOf(t: TenantGraph) {
    const response = await list(t);
    expect(response.statusCode, response.body).toBe(200);
    return staffUserList.strict().parse(response.json()).items;
  }

  async function loginOk(email: string, password: string) {
    const response = await postLogin(context().app, { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return loginResponse.parse(response.json());
  }

  const storedUser = async (id: string) =>
    (await inAppTx(context().db, (tx) => tx.select().from(users).where(eq(users.id, id))))[0];

  return { list, create, putRole, remove, reset, me, changePassword, createOk, staffOf, loginOk, storedUser };
}
