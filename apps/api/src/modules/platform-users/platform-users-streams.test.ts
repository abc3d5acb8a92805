import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { listenLocally, openEventStream } from '../../../test/sse';

/**
 * Issue 15: what the super admin does to an account ends its open event streams at once (issue 14's
 * announceSessionsEnded), as the restaurant admin's own changes do; other staff keep theirs.
 */
let ctx: Awaited<ReturnType<typeof openTestContext>>;
let base: string;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  base = await listenLocally(ctx.app);
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const consoleCall = (method: 'PUT' | 'DELETE' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/super-admin${path}`,
    headers: { ...bearer(superAdmin.token), ...(payload && { 'content-type': 'application/json' }) },
    ...(payload && { payload: JSON.stringify(payload) }),
  });

describe('the streams of an account the super admin changes', () => {
  it.each([
    ['a role change', (id: string) => consoleCall('PUT', `/users/${id}`, { role: 'INVENTORY' })],
    ['a delete', (id: string) => consoleCall('DELETE', `/users/${id}`)],
    ['a password reset', (id: string) => consoleCall('POST', `/users/${id}/reset-password`, {})],
  ])('end at once after %s; the other staff keep theirs', async (_label, act) => {
    const t = await createTenantGraph(ctx.db);
    const url = `${base}/api/v1/tenant/${t.tenant.slug}/events`;
    const controller = new AbortController();
    try {
      const leaving = await openEventStream(url, t.kitchen.token, controller.signal);
      const staying = await openEventStream(url, t.admin.token, controller.signal);
      const response = await act(t.kitchen.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(await leaving.events.ended(2000)).toBe(true);
      expect(await staying.events.ended(300)).toBe(false);
    } finally {
      controller.abort();
    }
  });

  // A group manager opens no tenant event stream: their sessions are what ends.
  it("a deleted group's managers are all signed out, and no one else", async () => {
    const home = await createGroup(ctx.db);
    const branchless = await createTenantGraph(ctx.db);
    const second = await createUser(ctx.db, { role: 'GROUP_MANAGER', groupId: home.group.id });
    const response = await consoleCall('DELETE', `/groups/${home.group.id}`);
    expect(response.statusCode, response.body).toBe(200);
    for (const manager of [home.manager, second]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(manager.token),
      });
      expect(me.statusCode).toBe(401);
    }
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(branchless.admin.token),
    });
    expect(me.statusCode).toBe(200);
  });
});
