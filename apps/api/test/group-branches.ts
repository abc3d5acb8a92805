import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { groupBranchCreated, groupBranchList, type GroupBranchCreate } from '@meja/shared/contracts/group';
import { bearer, type openTestContext } from './harness';

/** Helpers for the group area's branch tests (issue 16). */
export type Ctx = Awaited<ReturnType<typeof openTestContext>>;

export const groupUrl = (groupSlug: string, path: string) => `/api/v1/group/${groupSlug}${path}`;

/** A call to a group route as `token` (anonymous when null); a payload is sent as JSON. */
export function callGroup(
  ctx: Ctx,
  method: 'GET' | 'POST',
  groupSlug: string,
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: groupUrl(groupSlug, path),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

export async function createBranchOk(ctx: Ctx, groupSlug: string, token: string, body: GroupBranchCreate) {
  const response = await callGroup(ctx, 'POST', groupSlug, '/branches', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return groupBranchCreated.strict().parse(response.json());
}

export async function branchesOf(ctx: Ctx, groupSlug: string, token: string) {
  const response = await callGroup(ctx, 'GET', groupSlug, '/branches', token);
  expect(response.statusCode, response.body).toBe(200);
  return groupBranchList.strict().parse(response.json()).items;
}
