import { expect } from 'vitest';
import {
  platformTenantList,
  platformTenantReply,
  type PlatformTenant,
} from '@meja/shared/contracts/platform-tenants';
import { auditList } from '@meja/shared/contracts/audit';
import { bearer, type openTestContext } from './harness';

/* Calls of the super admin's tenant routes for the tests of this module. */

export type Ctx = Awaited<ReturnType<typeof openTestContext>>;
export const TENANTS_URL = '/api/v1/super-admin/tenants';

export function callTenants(
  ctx: Ctx,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `${TENANTS_URL}${path}`,
    headers: { ...(token !== null && bearer(token)), 'content-type': 'application/json' },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

export async function listTenants(ctx: Ctx, token: string): Promise<PlatformTenant[]> {
  const response = await callTenants(ctx, token, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return platformTenantList.strict().parse(response.json()).items;
}

export async function tenantOk(
  ctx: Ctx,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  status = 200,
): Promise<PlatformTenant> {
  const response = await callTenants(ctx, token, method, path, payload);
  expect(response.statusCode, response.body).toBe(status);
  return platformTenantReply.strict().parse(response.json()).data;
}

export async function auditOfTenant(ctx: Ctx, token: string, tenantId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/super-admin/audit?targetType=tenant&targetId=${tenantId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditList.parse(response.json()).items;
}
