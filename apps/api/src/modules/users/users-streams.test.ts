import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, FACTORY_PASSWORD, type TenantGraph } from '../../../test/factories';
import { sessions } from '../../db/schema/platform';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { inAppTx } from '../../platform/db-scope';
import { bearer, buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { startOwnRedis } from '../../../test/own-redis';
import { listenLocally, openEventStream } from '../../../test/sse';
import { createRedisEventBus, type RedisEventBus } from '../../platform/redis-events';

/**
 * Issue 14: deleting an account or changing its role ends its open event streams at once — not at
 * the next keep-alive (25 s here) — on this instance and on another one that shares the realtime
 * bus (two apps on one database, each with its own Redis bus, as two API processes).
 */
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let busA: RedisEventBus;
let busB: RedisEventBus;
let ctx: Ctx; // instance A
let b: TestApp; // instance B
let baseA: string;
let baseB: string;

beforeAll(async () => {
  redis = await startOwnRedis();
  const channel = `meja-test:users:${randomUUID()}`;
  busA = createRedisEventBus(redis.url, { channel });
  busB = createRedisEventBus(redis.url, { channel });
  await Promise.all([busA.ready, busB.ready]);
  ctx = await openTestContext({ bus: busA });
  b = await buildTestApp(ctx.handle, { bus: busB });
  baseA = await listenLocally(ctx.app);
  baseB = await listenLocally(b.app);
});
afterAll(async () => {
  if (b) await b.app.close();
  if (ctx) await ctx.close();
  await redis?.kill();
});

const eventsUrl = (base: string, t: TenantGraph) => `${base}/api/v1/tenant/${t.tenant.slug}/events`;

/** Opens streams for each token, runs `act`, and returns which streams the server ended within 2 s. */
async function streamsAfter(urls: { url: string; token: string }[], act: () => Promise<void>) {
  const controller = new AbortController();
  try {
    const streams = await Promise.all(
      urls.map(({ url, token }) => openEventStream(url, token, controller.signal)),
    );
    await act();
    return await Promise.all(streams.map((stream) => stream.events.ended(2000)));
  } finally {
    controller.abort();
  }
}

describe('open event streams of a changed account', () => {
  it('end at once when the account is deleted; the other staff keep theirs', async () => {
    const t = await createTenantGraph(ctx.db);
    const controller = new AbortController();
    try {
      const leaving = await openEventStream(eventsUrl(baseA, t), t.cashier.token, controller.signal);
      const staying = await openEventStream(eventsUrl(baseA, t), t.kitchen.token, controller.signal);
      const response = await call(ctx, 'DELETE', t.tenant.slug, `/users/${t.cashier.id}`, t.admin.token);
      expect(response.statusCode, response.body).toBe(200);
      // The last word tells the screen not to reconnect.
      expect(await leaving.events.next(2000)).toEqual({ event: 'access-ended', data: { reason: 'access' } });
      expect(await leaving.events.ended(2000)).toBe(true);
      expect(await staying.events.ended(300)).toBe(false);
    } finally {
      controller.abort();
    }
  });

  it("end at once when the account's role changes, even to a role that may still listen", async () => {
    const t = await createTenantGraph(ctx.db);
    const ended = await streamsAfter(
      [
        { url: eventsUrl(baseA, t), token: t.kitchen.token },
        { url: eventsUrl(baseA, t), token: t.admin.token },
      ],
      async () => {
        const response = await call(ctx, 'PUT', t.tenant.slug, `/users/${t.kitchen.id}`, t.admin.token, {
          role: 'CASHIER',
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    );
    expect(ended).toEqual([true, false]);
  });

  it('end at once on another instance too (the signal travels on the shared bus)', async () => {
    const t = await createTenantGraph(ctx.db);
    const ended = await streamsAfter(
      [
        { url: eventsUrl(baseB, t), token: t.cashier.token },
        { url: eventsUrl(baseB, t), token: t.kitchen.token },
      ],
      async () => {
        const response = await call(ctx, 'DELETE', t.tenant.slug, `/users/${t.cashier.id}`, t.admin.token);
        expect(response.statusCode, response.body).toBe(200);
      },
    );
    expect(ended).toEqual([true, false]);
  });

  it('stay open when the change is refused', async () => {
    const t = await createTenantGraph(ctx.db);
    const ended = await streamsAfter([{ url: eventsUrl(baseA, t), token: t.admin.token }], async () => {
      const response = await call(ctx, 'DELETE', t.tenant.slug, `/users/${t.admin.id}`, t.admin.token);
      expect(response.statusCode).toBe(409);
    });
    expect(ended).toEqual([false]);
  });

  it("of the account's other sessions end at once when its password changes; the changing session's stays", async () => {
    const t = await createTenantGraph(ctx.db);
    const otherDevice = newSecretToken();
    await inAppTx(ctx.db, (tx) =>
      tx.insert(sessions).values({
        userId: t.cashier.id,
        tokenHash: hashToken(otherDevice),
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    const ended = await streamsAfter(
      [
        { url: eventsUrl(baseB, t), token: otherDevice },
        { url: eventsUrl(baseA, t), token: t.cashier.token },
      ],
      async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/change-password',
          headers: bearer(t.cashier.token),
          payload: { currentPassword: FACTORY_PASSWORD, newPassword: 'kata-sandi-baru-123' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    );
    expect(ended).toEqual([true, false]);
  });
});
