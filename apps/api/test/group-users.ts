import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { groupUser, groupUserList } from '@meja/shared/contracts/group';
import { errorOf } from './auth-flow';
import type { Ctx } from './catalog';
import { createGroup, createTenantGraph, createUser, type TenantGraph, type TestUser } from './factories';
import { bearer, openTestContext } from './harness';
import { staffAccountsApi } from './staff-accounts';

/**
 * The world of the group users tests (SPEC §7 Group, issue 16): group A with branches a1 and a2, group B
 * with b1, a tenant outside any group, a super admin. Call `useGroupUsersWorld()` at the top of a test
 * file; the bindings below are filled before its tests run.
 */
export let ctx: Ctx;
export let groupA: Awaited<ReturnType<typeof createGroup>>;
export let groupB: Awaited<ReturnType<typeof createGroup>>;
export let a1: TenantGraph;
export let a2: TenantGraph;
export let b1: TenantGraph;
export let solo: TenantGraph;
export let superAdmin: TestUser;

export function useGroupUsersWorld() {
  beforeAll(async () => {
    ctx = await openTestContext();
    groupA = await createGroup(ctx.db);
    groupB = await createGroup(ctx.db);
    a1 = await createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });
    a2 = await createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });
    b1 = await createTenantGraph(ctx.db, { groupId: groupB.group.id, package: 'ENTERPRISE' });
    solo = await createTenantGraph(ctx.db);
    superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  });
  afterAll(() => ctx.close());
}

export const { me, loginOk, storedUser } = staffAccountsApi(() => ctx);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function groupCall(
  method: Method,
  path: string,
  token: string | null,
  payload?: unknown,
  groupSlug = groupA.group.slug,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/v1/group/${groupSlug}${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

export const manager = () => groupA.manager.token;

export async function usersOf(token = manager()) {
  const response = await groupCall('GET', '/users', token);
  expect(response.statusCode, response.body).toBe(200);
  return groupUserList.strict().parse(response.json()).items;
}

export async function createOk(body: object) {
  const response = await groupCall('POST', '/users', manager(), body);
  expect(response.statusCode, response.body).toBe(201);
  return groupUser.strict().parse(response.json<{ user: unknown }>().user);
}

/** A branch of group A of its own, so a test may delete and add admins freely. */
export const freshBranch = () =>
  createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });

export async function expectNotFound(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(404);
  expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message });
}
