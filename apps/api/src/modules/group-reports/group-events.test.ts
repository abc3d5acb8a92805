import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupEvent } from '@meja/shared/contracts/group';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import {
  createGroup,
  createTenantGraph,
  createUser,
  FACTORY_PASSWORD,
  unique,
} from '../../../test/factories';
import { createBranchOk } from '../../../test/group-branches';
import { branchOf, groupGet, groupUrl, type TestGroup } from '../../../test/group-reports';
import { openTestContext } from '../../../test/harness';
import { listenLocally, openEventStream, type SseMessage } from '../../../test/sse';
import { NEW_PASSWORD, staffAccountsApi } from '../../../test/staff-accounts';
import { dinerOrder, patchOrderOk, payOk } from '../../../test/staff-orders';
import { createLocalEventBus } from '../../platform/events';
import { publishTenantEvent } from '../realtime/tenant-events';
import { watchBranches } from './group-events';

/** GET /api/v1/group/:groupSlug/events: the group's screens hear which branch changed (issue 16). */
let ctx: Ctx;
let base: string;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

const { loginOk, changePassword } = staffAccountsApi(() => ctx);
const eventsUrl = (group: TestGroup) => `${base}${groupUrl(group, '/events')}`;

function parsed(message: SseMessage) {
  const event = groupEvent.strict().parse(message.data);
  expect(message.event).toBe(event.type);
  return event;
}

describe('GET /events', () => {
  it("tells of a payment at a branch once, with the branch's slug", async () => {
    const group = await createGroup(ctx.db);
    const { t, kitchen } = await branchOf(ctx, group);
    const marker = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const created = await dinerOrder(ctx, t, kitchen, 'A1');
    const controller = new AbortController();
    try {
      const { response, events } = await openEventStream(
        eventsUrl(group),
        group.manager.token,
        controller.signal,
      );
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect((await ctx.app.metrics.snapshot()).sseStreams).toBeGreaterThanOrEqual(1);

      // Paying is an order notice and a payment notice at the branch: one group notice.
      await payOk(ctx, t, { orderId: created.order._id, method: 'QRIS', amount: created.order.grandTotal });
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug: t.tenant.slug });
      // Past the interval, another branch's change comes next: no second notice of the payment.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      publishTenantEvent(ctx.bus, marker.tenant.id, { type: 'payment', orderId: 'x', status: 'COMPLETED' });
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug: marker.tenant.slug });

      // A later change is told again.
      await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug: t.tenant.slug });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it("says nothing of another group's branch, and tells each own branch apart", async () => {
    const group = await createGroup(ctx.db);
    const first = await branchOf(ctx, group);
    const second = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const other = await branchOf(ctx, await createGroup(ctx.db));
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(group), group.manager.token, controller.signal);
      // Told first if it were told at all.
      await dinerOrder(ctx, other.t, other.kitchen, 'X1');
      publishTenantEvent(ctx.bus, second.tenant.id, { type: 'payment', orderId: 'x', status: 'COMPLETED' });
      await dinerOrder(ctx, first.t, first.kitchen, 'Y1');
      const slugs = [parsed(await events.next()).slug, parsed(await events.next()).slug];
      expect(slugs.sort()).toEqual([first.t.tenant.slug, second.tenant.slug].sort());
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it('follows a branch created after the stream opened, and one the console brings into the group', async () => {
    const group = await createGroup(ctx.db);
    await branchOf(ctx, group);
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(group), group.manager.token, controller.signal);
      const slug = unique('cabang');
      const created = await createBranchOk(ctx, group.group.slug, group.manager.token, {
        name: 'Cabang Baru',
        slug,
        phone: '081234567890',
      });
      // The new row shows at once, and the new branch's changes are heard from then on.
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug });
      publishTenantEvent(ctx.bus, created.branch._id, { type: 'payment', orderId: 'x', status: 'COMPLETED' });
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug });

      const joining = await createTenantGraph(ctx.db);
      const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
      const assigned = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/super-admin/groups/${group.group.slug}/assign-membership`,
        headers: { authorization: `Bearer ${superAdmin.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ ownerSlug: joining.tenant.slug }),
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug: joining.tenant.slug });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it("ends at once when the manager's sessions end (a password change elsewhere)", async () => {
    const group = await createGroup(ctx.db);
    await branchOf(ctx, group);
    const elsewhere = await loginOk(group.manager.email, FACTORY_PASSWORD);
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(group), group.manager.token, controller.signal);
      const streamsBefore = (await ctx.app.metrics.snapshot()).sseStreams;
      const changed = await changePassword(elsewhere.token, {
        currentPassword: FACTORY_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // The default keep-alive is 25 s: only the sessions notice can end it this soon.
      const last = await events.next(2000);
      expect(last.event).toBe('access-ended');
      expect(await events.ended(2000)).toBe(true);
      expect((await ctx.app.metrics.snapshot()).sseStreams).toBe(streamsBefore - 1);
    } finally {
      controller.abort();
    }
  });
});

describe('GET /events access', () => {
  it("refuses anonymous (401), branch staff (403) and another group's manager (403); SUPER_ADMIN listens", async () => {
    const group = await createGroup(ctx.db);
    const other = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    expect((await groupGet(ctx, group, '/events', null)).statusCode).toBe(401);
    for (const user of [branch.admin, branch.cashier, other.manager]) {
      const response = await groupGet(ctx, group, '/events', user.token);
      expect(response.statusCode, user.role).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(group), superAdmin.token, controller.signal);
      publishTenantEvent(ctx.bus, branch.tenant.id, { type: 'payment', orderId: 'x', status: 'COMPLETED' });
      expect(parsed(await events.next())).toEqual({ type: 'branch-changed', slug: branch.tenant.slug });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });
});

describe('watchBranches', () => {
  afterEach(() => vi.useRealTimers());
  const timing = { intervalMs: 1000, gatherMs: 150 };

  it('gathers a burst into one notice, then at most one per interval per branch, the last change never lost', () => {
    vi.useFakeTimers();
    const bus = createLocalEventBus();
    const told: string[] = [];
    const stop = watchBranches(
      bus,
      [
        { id: 'a', slug: 'resto-a' },
        { id: 'b', slug: 'resto-b' },
      ],
      (slug) => told.push(slug),
      timing,
    );
    const change = (tenantId: string) =>
      publishTenantEvent(bus, tenantId, { type: 'payment', orderId: 'o', status: 'COMPLETED' });

    change('a');
    change('a');
    change('b');
    vi.advanceTimersByTime(149);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['resto-a', 'resto-b']);

    // Changes every 100 ms for 3 s: one notice a second, and one after the last change.
    for (let i = 0; i < 30; i++) {
      change('a');
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(2000);
    expect(told.filter((slug) => slug === 'resto-a')).toHaveLength(1 + 3);
    expect(told.filter((slug) => slug === 'resto-b')).toHaveLength(1);

    // Stopped: nothing more, even for a change already waiting.
    change('b');
    stop();
    vi.advanceTimersByTime(5000);
    expect(told.filter((slug) => slug === 'resto-b')).toHaveLength(1);
  });

  it('ignores malformed notices on a branch channel', () => {
    vi.useFakeTimers();
    const bus = createLocalEventBus();
    const told: string[] = [];
    watchBranches(bus, [{ id: 'a', slug: 'resto-a' }], (slug) => told.push(slug), timing);
    bus.publish('tenant:a', { type: 'something-else' });
    vi.advanceTimersByTime(5000);
    expect(told).toEqual([]);
  });
});
