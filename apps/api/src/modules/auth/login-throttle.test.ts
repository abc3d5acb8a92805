import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph, FACTORY_PASSWORD } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf, freshIp, postLogin } from '../../../test/auth-flow';

/** Login limits: 5 failures per account, and (lowered here) 3 failures per address, per 15 minutes. */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { loginFailuresPerIp: 3 } });
});
afterAll(() => ctx.close());

const WINDOW_SECONDS = 15 * 60;

function expectHeld(response: Awaited<ReturnType<typeof postLogin>>) {
  expect(response.statusCode).toBe(429);
  const body = errorOf(response);
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/^Terlalu banyak percobaan login\. Coba lagi dalam \d+ (menit|detik)\.$/);
  expect(body.retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers['retry-after']).toBe(String(body.retryAfterSeconds));
}

describe('login throttling per account', () => {
  it('holds the account after 5 failures, even from other addresses and with the right password', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    // Two failures per address keep every address under its own limit of 3.
    const addresses = [freshIp(), freshIp(), freshIp()];
    for (let i = 0; i < 5; i += 1) {
      const ip = addresses[Math.floor(i / 2)];
      const failed = await postLogin(ctx.app, { email: admin.email, password: `salah-${i}` }, ip);
      expect(failed.statusCode, `failure ${i + 1}`).toBe(401);
    }
    expectHeld(await postLogin(ctx.app, { email: admin.email, password: 'salah-6' }, freshIp()));
    expectHeld(
      await postLogin(ctx.app, { email: admin.email.toUpperCase(), password: FACTORY_PASSWORD }, freshIp()),
    );
  });

  it('leaves other accounts alone', async () => {
    const { admin, cashier } = await createTenantGraph(ctx.db);
    for (let i = 0; i < 5; i += 1)
      await postLogin(ctx.app, { email: admin.email, password: 'salah' }, freshIp());
    const other = await postLogin(ctx.app, { email: cashier.email, password: FACTORY_PASSWORD }, freshIp());
    expect(other.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const fail = () => postLogin(ctx.app, { email: admin.email, password: 'salah' }, freshIp());
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, freshIp())).statusCode,
    ).toBe(200);
    // Without the reset the account would now be held after one more failure.
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, freshIp())).statusCode,
    ).toBe(200);
  });
});

describe('login throttling per address', () => {
  it('holds an address after 3 failures across different accounts', async () => {
    const a = await createTenantGraph(ctx.db);
    const ip = freshIp();
    for (const user of [a.admin, a.cashier, a.kitchen]) {
      expect((await postLogin(ctx.app, { email: user.email, password: 'salah' }, ip)).statusCode).toBe(401);
    }
    expectHeld(await postLogin(ctx.app, { email: a.inventory.email, password: FACTORY_PASSWORD }, ip));
    // The same account from another address is fine: only the address is held.
    const elsewhere = await postLogin(
      ctx.app,
      { email: a.inventory.email, password: FACTORY_PASSWORD },
      freshIp(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts unknown emails against the address too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const response = await postLogin(ctx.app, { email: `hantu-${i}@meja.test`, password: 'salah' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expectHeld(await postLogin(ctx.app, { email: 'hantu-lain@meja.test', password: 'salah' }, ip));
  });
});
