import { randomUUID } from 'node:crypto';
import { eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import type { Mailer } from '../../platform/mail';
import { readPlatformSettings } from '../platform-settings/settings.repo';
import { buildTestApp, CapturingMailer, openTestContext } from '../../../test/harness';
import { registerResponse } from '@meja/shared/contracts/auth';
import { hashToken } from '../../platform/auth/tokens';
import { errorOf, freshIp, postLogin, postRegister, registerOk, registration } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
const mailer = new CapturingMailer();
/** A mail server that refuses every message. */
const failingMailer: Mailer = {
  delivers: true,
  send: async () => {
    throw new Error('SMTP 421 service not available');
  },
  close: () => undefined,
};
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await openTestContext({ mailer });
});
afterAll(() => ctx.close());

const tenantBySlug = async (slug: string) => {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.slug, slug)));
  return row;
};
const usersByEmail = (email: string) =>
  inAppTx(ctx.db, (tx) =>
    tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`),
  );

describe('POST /api/v1/public/register', () => {
  it('creates a BASIC tenant on trial and an unverified admin, and returns the verify link', async () => {
    const body = registration({ city: 'bandung barat' });
    const before = ctx.clock.now().getTime();
    const created = await registerOk(ctx.app, body);
    const after = ctx.clock.now().getTime();

    const tenant = await tenantBySlug(created.tenantSlug);
    expect(tenant).toMatchObject({
      name: body.restaurantName.toUpperCase(),
      city: 'BANDUNG BARAT',
      phone: '0812-3456-7890',
      package: 'BASIC',
      active: true,
    });
    const { trialDays } = await inAppTx(ctx.db, readPlatformSettings);
    expect(trialDays).toBe(30);
    const trialEnd = tenant?.trialEndsAt?.getTime() ?? 0;
    expect(trialEnd).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(after + 30 * DAY_MS);

    const [admin, ...others] = await usersByEmail(body.email);
    expect(others).toEqual([]);
    expect(admin).toMatchObject({
      email: body.email,
      role: 'RESTAURANT_ADMIN',
      tenantId: tenant?.id,
      emailVerifiedAt: null,
    });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);

    expect(created.verifyUrl).toMatch(
      /^http:\/\/meja\.test\/api\/v1\/public\/verify-email\?token=[\w-]{43}$/,
    );
    const mail = mailer.sent.find((m) => m.to === body.email);
    expect(mail?.text).toContain(created.verifyUrl);
  });

  it('derives the slug from the name: lower case, non-alphanumerics to "-"', async () => {
    const id = randomUUID().slice(0, 8);
    const { tenantSlug } = await registerOk(
      ctx.app,
      registration({ restaurantName: `  Sate & Kopi!! ${id}  ` }),
    );
    expect(tenantSlug).toBe(`sate-kopi-${id}`);
  });

  it('adds -2, then -3, when the slug is taken', async () => {
    const name = registration().restaurantName;
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push((await registerOk(ctx.app, registration({ restaurantName: name }))).tenantSlug);
    const base = name.toLowerCase().replaceAll(' ', '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('never gives a slug that shadows an app page, or an empty one', async () => {
    const { tenantSlug: admin } = await registerOk(ctx.app, registration({ restaurantName: 'Admin' }));
    expect(admin).toMatch(/^admin-\d+$/);
    const { tenantSlug: emoji } = await registerOk(ctx.app, registration({ restaurantName: '🍜🍜' }));
    expect(emoji).toMatch(/^resto(-\d+)?$/);
  });

  it('stores the email trimmed and in lower case', async () => {
    const body = registration();
    await registerOk(ctx.app, { ...body, email: `  ${body.email.toUpperCase()} ` });
    const [row] = await usersByEmail(body.email);
    expect(row?.email).toBe(body.email);
  });

  it('starts a BASIC trial even when a paid package is chosen (it is paid for afterwards)', async () => {
    const { tenantSlug } = await registerOk(ctx.app, registration({ package: 'PRO' }));
    expect((await tenantBySlug(tenantSlug))?.package).toBe('BASIC');
  });

  it('keeps only the SHA-256 of the payment link token on the tenant', async () => {
    const created = await registerOk(ctx.app, registration({ package: 'PRO' }));
    expect(created.checkoutToken).toMatch(/^[\w-]{43}$/);
    const tenant = await tenantBySlug(created.tenantSlug);
    expect(tenant?.checkoutTokenHash).toBe(hashToken(created.checkoutToken));
    expect(JSON.stringify(tenant)).not.toContain(created.checkoutToken);
  });
});

describe('a registered restaurant before its owner verifies (issue 12)', () => {
  it('is as unknown to the public as the slug answered for a known email, and public once verified', async () => {
    const fresh = registration();
    const created = await registerOk(ctx.app, fresh);
    const taken = await postRegister(ctx.app, registration({ email: fresh.email }));
    const fakeSlug = registerResponse.parse(taken.json()).tenantSlug;
    const resolve = (slug: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/public/resolve/${slug}` });
    const menu = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/public/${slug}/menu` });
    for (const slug of [created.tenantSlug, fakeSlug]) {
      const [a, b] = [await resolve(slug), await menu(slug)];
      expect([a.statusCode, b.statusCode], slug).toEqual([404, 404]);
      expect(a.json(), slug).toEqual(b.json());
    }
    expect((await resolve(created.tenantSlug)).json()).toEqual((await resolve(fakeSlug)).json());

    const verifyPath = new URL(created.verifyUrl ?? '').pathname + new URL(created.verifyUrl ?? '').search;
    const verified = await ctx.app.inject({ method: 'GET', url: verifyPath });
    expect(verified.statusCode).toBeLessThan(400);
    // The diner side reuses a tenant lookup for up to a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await resolve(created.tenantSlug)).statusCode).toBe(200);
    expect((await menu(created.tenantSlug)).statusCode).toBe(200);
    expect((await resolve(fakeSlug)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/public/register with an email that already has an account (issue 12)', () => {
  /** A registered account's email that no other test used. */
  async function existingAccount(): Promise<string> {
    const body = registration();
    await registerOk(ctx.app, body);
    return body.email;
  }

  /** Tenants named like the second registration (the shared PostgreSQL test database has others' too). */
  const tenantsNamed = async (name: string) =>
    inAppTx(ctx.db, (tx) => tx.select({ id: tenants.id }).from(tenants).where(ilike(tenants.name, name)));

  it('answers like a new registration, creates nothing, and mails the owner instead', async () => {
    const first = registration();
    const local = first.email.split('@')[0] ?? '';
    await registerOk(ctx.app, { ...first, email: `${local.toUpperCase()}@MEJA.test` });

    const again = registration({
      email: first.email,
      restaurantName: `Warung Kedua ${local}`,
      password: 'password-lain-9',
    });
    const response = await postRegister(ctx.app, again);
    expect(response.statusCode).toBe(201);
    const body = registerResponse.strict().parse(response.json());
    // A plausible slug, never created; a payment token that opens nothing; no dev link.
    expect(body).toEqual({ tenantSlug: `warung-kedua-${local}`, checkoutToken: expect.any(String) });
    expect(await tenantBySlug(body.tenantSlug)).toBeUndefined();
    expect(await tenantsNamed(again.restaurantName)).toEqual([]);
    expect(await tenantsNamed(first.restaurantName)).toHaveLength(1); // the query does find a tenant
    expect(await usersByEmail(first.email)).toHaveLength(1);

    const notices = mailer.sent.filter(
      (m) => m.to === first.email && m.subject === 'Percobaan pendaftaran dengan email Anda',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('http://meja.test/login');
    expect(notices[0]?.text).toContain('http://meja.test/forgot-password');
    expect(notices[0]?.html).toContain('href="http://meja.test/login"');
    // The existing account still logs in with its own password, not the one just sent.
    expect((await postLogin(ctx.app, { email: first.email, password: again.password })).statusCode).toBe(401);
  });

  it('gives the same shape in production, where neither answer has a link', async () => {
    const production = await buildTestApp(ctx.handle, { env: { NODE_ENV: 'production' }, mailer });
    try {
      const fresh = await postRegister(production.app, registration());
      const taken = await postRegister(production.app, registration({ email: await existingAccount() }));
      expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
      const keys = (r: typeof fresh) => Object.keys(registerResponse.strict().parse(r.json())).sort();
      expect(keys(taken)).toEqual(keys(fresh));
      expect(keys(fresh)).toEqual(['checkoutToken', 'tenantSlug']);
    } finally {
      await production.app.close();
    }
  });

  it('tells the owner a few times an hour at most', async () => {
    const email = await existingAccount();
    const noticesTo = () =>
      mailer.sent.filter((m) => m.to === email && m.subject === 'Percobaan pendaftaran dengan email Anda');
    const before = noticesTo().length;
    for (let i = 0; i < 5; i += 1) {
      const response = await postRegister(ctx.app, registration({ email }));
      expect(response.statusCode).toBe(201);
    }
    expect(noticesTo().length - before).toBe(3);
  });

  it('answers 503 like a new registration when the notice cannot be mailed', async () => {
    const failing = await buildTestApp(ctx.handle, { mailer: failingMailer });
    try {
      const fresh = await postRegister(failing.app, registration());
      const taken = await postRegister(failing.app, registration({ email: await existingAccount() }));
      expect([fresh.statusCode, taken.statusCode]).toEqual([503, 503]);
      expect(errorOf(taken)).toEqual(errorOf(fresh));
    } finally {
      await failing.app.close();
    }
  });
});

describe('POST /api/v1/public/register validation', () => {
  it('refuses a short password with a 400 naming the field', async () => {
    const response = await postRegister(ctx.app, registration({ password: '1234567' }));
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toEqual({ password: 'Password minimal 8 karakter' });
    expect(body.message).toContain('Password minimal 8 karakter');
  });

  it('names every missing field', async () => {
    const response = await postRegister(ctx.app, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual([
      'email',
      'password',
      'restaurantName',
    ]);
  });

  it('refuses an invalid email and an ENTERPRISE package', async () => {
    const badEmail = await postRegister(ctx.app, registration({ email: 'bukan-email' }));
    expect(errorOf(badEmail).fields).toEqual({ email: 'Email tidak valid' });
    const enterprise = await postRegister(ctx.app, { ...registration(), package: 'ENTERPRISE' });
    expect(enterprise.statusCode).toBe(400);
    expect(Object.keys(errorOf(enterprise).fields ?? {})).toEqual(['package']);
  });

  it('creates nothing when the body is refused', async () => {
    const body = registration({ password: 'short' });
    await postRegister(ctx.app, body);
    expect(await usersByEmail(body.email)).toEqual([]);
  });
});

describe('registration limits', () => {
  it('answers 429 with retryAfterSeconds once an address has registered too often', async () => {
    const limited = await buildTestApp(ctx.handle, { limits: { registrationsPerIp: 2 } });
    try {
      const ip = freshIp();
      await registerOk(limited.app, registration(), ip);
      await registerOk(limited.app, registration(), ip);
      const third = await postRegister(limited.app, registration(), ip);
      expect(third.statusCode).toBe(429);
      const body = errorOf(third);
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.retryAfterSeconds).toBeGreaterThan(3000);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
      expect(third.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      // Another address is not held.
      await registerOk(limited.app, registration(), freshIp());
    } finally {
      await limited.app.close();
    }
  });
});

describe('production mode', () => {
  it('never returns the verify link', async () => {
    const production = await buildTestApp(ctx.handle, { env: { NODE_ENV: 'production' } });
    try {
      const response = await postRegister(production.app, registration());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        tenantSlug: expect.stringMatching(/^warung-uji-/),
        checkoutToken: expect.any(String),
      });
    } finally {
      await production.app.close();
    }
  });
});

describe('when the verification mail cannot be sent', () => {
  it('answers 503, keeps nothing, and lets the same email register again', async () => {
    const failing = await buildTestApp(ctx.handle, { mailer: failingMailer });
    const body = registration();
    try {
      const response = await postRegister(failing.app, body);
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toMatchObject({ code: 'MAIL_UNAVAILABLE' });
    } finally {
      await failing.app.close();
    }
    expect(await usersByEmail(body.email)).toEqual([]);
    const retried = await registerOk(ctx.app, body);
    expect(retried.tenantSlug).toMatch(/^warung-uji-/);
  });
});
