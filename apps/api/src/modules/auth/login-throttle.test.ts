import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph, FACTORY_PASSWORD } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { posUrl } from '../../../test/pos';
import { errorOf, freshIp, postLogin } from '../../../test/auth-flow';

/**
 * Login limits per 15 minutes (issue 12): 5 failures per account from one address (the pair), a
 * slower ceiling per account from every address (lowered here to 12), and per address (lowered to 8).
 */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { loginFailuresPerIp: 8, loginFailuresPerAccount: 12 } });
});
afterAll(() => ctx.close());

const WINDOW_SECONDS = 15 * 60;
type Response = Awaited<ReturnType<typeof postLogin>>;

function expectHeld(response: Response) {
  expect(response.statusCode).toBe(429);
  const body = errorOf(response);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/^Terlalu banyak percobaan login\. Coba lagi dalam \d+ (menit|detik)\.$/);
  expect(body.retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers['retry-after']).toBe(String(body.retryAfterSeconds));
}

async function failTimes(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const failed = await postLogin(ctx.app, { email, password: `salah-${i}` }, ip);
    expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

describe('login throttling per account and address pair', () => {
  it('holds the pair after 5 failures, even with the right password', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const attacker = freshIp();
    await failTimes(admin.email, attacker, 5);
    expectHeld(await postLogin(ctx.app, { email: admin.email, password: 'salah-6' }, attacker));
    expectHeld(
      await postLogin(ctx.app, { email: admin.email.toUpperCase(), password: FACTORY_PASSWORD }, attacker),
    );
  });

  it('lets the owner log in from another address after an attacker’s 5 failures', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    await failTimes(admin.email, freshIp(), 5);
    const owner = await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, freshIp());
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('holds the same address for another account only by its own address limit', async () => {
    const { admin, cashier } = await createTenantGraph(ctx.db);
    const ip = freshIp();
    await failTimes(admin.email, ip, 5);
    const other = await postLogin(ctx.app, { email: cashier.email, password: FACTORY_PASSWORD }, ip);
    expect(other.statusCode).toBe(200);
  });

  it('forgets the pair’s failures after a successful login from that address', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const ip = freshIp();
    await failTimes(admin.email, ip, 3);
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, ip)).statusCode,
    ).toBe(200);
    // Without the reset the pair (3 + 4 failures) would now be held.
    await failTimes(admin.email, ip, 4);
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, ip)).statusCode,
    ).toBe(200);
  });
});

describe('the slower ceiling per account', () => {
  it('holds the account from every address once failures from many addresses reach it', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    // 12 failures over 4 addresses: 3 each, under the pair limit of 5.
    for (let n = 0; n < 4; n += 1) await failTimes(admin.email, freshIp(), 3);
    expectHeld(await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, freshIp()));
  });

  it('is not forgotten by one good login (an attacker would get another round of guesses)', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    for (let n = 0; n < 3; n += 1) await failTimes(admin.email, freshIp(), 3);
    const owner = freshIp();
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, owner)).statusCode,
    ).toBe(200);
    await failTimes(admin.email, freshIp(), 3);
    expectHeld(await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, owner));
  });
});

describe('login throttling per address', () => {
  it('holds an address after 8 failures across different accounts', async () => {
    const a = await createTenantGraph(ctx.db);
    const ip = freshIp();
    for (const user of [a.admin, a.cashier, a.kitchen, a.inventory]) await failTimes(user.email, ip, 2);
    expectHeld(await postLogin(ctx.app, { email: a.admin.email, password: FACTORY_PASSWORD }, ip));
    // The same account from another address is fine: only the address is held.
    const elsewhere = await postLogin(
      ctx.app,
      { email: a.admin.email, password: FACTORY_PASSWORD },
      freshIp(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts unknown emails against the address too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) {
      const response = await postLogin(ctx.app, { email: `hantu-${i}@meja.test`, password: 'salah' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expectHeld(await postLogin(ctx.app, { email: 'hantu-lain@meja.test', password: 'salah' }, ip));
  });
});

describe('the POS login shares the limits', () => {
  const posLogin = (slug: string, body: object, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: posUrl('/auth/login'),
      payload: body,
      headers: { 'x-tenant-slug': slug },
      remoteAddress: ip,
    });

  it('holds the pair, and lets the cashier in from the till’s own address', async () => {
    const { tenant, cashier } = await createTenantGraph(ctx.db);
    const attacker = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const failed = await posLogin(tenant.slug, { email: cashier.email, password: `salah-${i}` }, attacker);
      expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
    }
    expectHeld(await posLogin(tenant.slug, { email: cashier.email, password: FACTORY_PASSWORD }, attacker));
    // The site's login counts the same pair.
    expectHeld(await postLogin(ctx.app, { email: cashier.email, password: FACTORY_PASSWORD }, attacker));
    const till = await posLogin(tenant.slug, { email: cashier.email, password: FACTORY_PASSWORD }, freshIp());
    expect(till.statusCode, till.body).toBe(200);
  });

  it('holds the account at the POS once the ceiling is reached from many addresses', async () => {
    const { tenant, cashier } = await createTenantGraph(ctx.db);
    for (let n = 0; n < 4; n += 1) await failTimes(cashier.email, freshIp(), 3);
    expectHeld(await posLogin(tenant.slug, { email: cashier.email, password: FACTORY_PASSWORD }, freshIp()));
  });
});
