import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { openTestContext } from '../../../test/harness';
import { registerOk, registration, verifyPath } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterEach(() => ctx.clock.reset());
afterAll(() => ctx.close());

const HOUR_MS = 60 * 60 * 1000;

async function verifiedAt(email: string): Promise<Date | null | undefined> {
  const [row] = await inAppTx(ctx.db, (tx) =>
    tx
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`),
  );
  return row?.at;
}

/** Registers and gives the email and the path of its verify link. */
async function freshLink() {
  const body = registration();
  const { verifyUrl } = await registerOk(ctx.app, body);
  if (!verifyUrl) throw new Error('no verifyUrl');
  return { email: body.email, path: verifyPath(verifyUrl) };
}

const open = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v1/public/verify-email', () => {
  it('verifies the email and sends the browser to the login page', async () => {
    const { email, path } = await freshLink();
    expect(await verifiedAt(email)).toBeNull();
    const before = ctx.clock.now().getTime();
    const response = await open(path);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?verified=1');
    const at = await verifiedAt(email);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('says "used" when the same link is opened again, and keeps the first verification time', async () => {
    const { email, path } = await freshLink();
    await open(path);
    const first = await verifiedAt(email);
    const again = await open(path);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?verifyError=used');
    expect(await verifiedAt(email)).toEqual(first);
  });

  it('says "invalid" for an unknown token', async () => {
    const response = await open('/api/v1/public/verify-email?token=bukan-token-yang-ada');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?verifyError=invalid');
  });

  it('says "invalid" without a token, with an empty one, or an absurdly long one', async () => {
    const long = `/api/v1/public/verify-email?token=${'x'.repeat(500)}`;
    for (const url of ['/api/v1/public/verify-email', '/api/v1/public/verify-email?token=', long]) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/login?verifyError=invalid');
    }
  });

  it('says "expired" after 48 hours and leaves the email unverified', async () => {
    const { email, path } = await freshLink();
    ctx.clock.advance(49 * HOUR_MS);
    const response = await open(path);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?verifyError=expired');
    expect(await verifiedAt(email)).toBeNull();
  });

  it('still works shortly before the 48 hours are up', async () => {
    const { email, path } = await freshLink();
    ctx.clock.advance(47 * HOUR_MS);
    const response = await open(path);
    expect(response.headers.location).toBe('/login?verified=1');
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it('verifies only the account the link belongs to', async () => {
    const a = await freshLink();
    const b = await freshLink();
    await open(a.path);
    expect(await verifiedAt(a.email)).toBeInstanceOf(Date);
    expect(await verifiedAt(b.email)).toBeNull();
  });
});
