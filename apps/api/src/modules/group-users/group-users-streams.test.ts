import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PASSWORD } from '../../../test/staff-accounts';
import type { Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { listenLocally, openEventStream } from '../../../test/sse';

/** Issue 16: a branch admin's open event streams end at once when the group's manager sets its password or deletes it. */
let ctx: Ctx;
let base: string;
let group: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  ctx = await openTestContext();
  base = await listenLocally(ctx.app);
  group = await createGroup(ctx.db);
});
afterAll(() => ctx.close());

const groupCall = (method: 'PUT' | 'DELETE', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/group/${group.group.slug}${path}`,
    headers: { ...bearer(group.manager.token), ...(payload && { 'content-type': 'application/json' }) },
    ...(payload && { payload: JSON.stringify(payload) }),
  });

describe("a branch admin's open event streams", () => {
  it.each([
    [
      'its password is set',
      (id: string) => groupCall('PUT', `/users/${id}`, { password: NEW_PASSWORD }),
      200,
    ],
    ['it is deleted', (id: string) => groupCall('DELETE', `/users/${id}`), 204],
  ] as const)("end at once when %s; the branch's other staff keep theirs", async (_label, act, status) => {
    const branch = await createTenantGraph(ctx.db, { groupId: group.group.id, package: 'ENTERPRISE' });
    const target = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id });
    const url = `${base}/api/v1/tenant/${branch.tenant.slug}/events`;
    const controller = new AbortController();
    try {
      const leaving = await openEventStream(url, target.token, controller.signal);
      const staying = await openEventStream(url, branch.admin.token, controller.signal);
      const response = await act(target.id);
      expect(response.statusCode, response.body).toBe(status);
      expect(await leaving.events.next(2000)).toEqual({ event: 'access-ended', data: { reason: 'access' } });
      expect(await leaving.events.ended(2000)).toBe(true);
      expect(await staying.events.ended(300)).toBe(false);
    } finally {
      controller.abort();
    }
  });
});
