import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetDone } from '@meja/shared/contracts/auth';
import { okResponse } from '@meja/shared/contracts/common';
import { passwordResetTokens, sessions, users } from '../../db/schema/platform';
import { hashToken } from '../../platform/auth/tokens';
import { inAppTx } from '../../platform/db-scope';
import type { Mailer, MailMessage } from '../../platform/mail';
import { errorOf, freshIp, postLogin } from '../../../test/auth-flow';
import { createTenantGraph, createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { bearer, buildTestApp, CapturingMailer, openTestContext } from '../../../test/harness';

/** 'Lupa password' (issue 12): POST /public/password-reset and /public/password-reset/confirm. */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
const mailer = new CapturingMailer();
const NEW_PASSWORD = 'password-baru-123';
const RESET_SUBJECT = 'Reset password Meja Anda';

beforeAll(async () => {
  ctx = await openTestContext({ mailer });
});
afterAll(() => ctx.close());

function post(path: string, body: object, ip: string, app: FastifyInstance) {
  return app.inject({ method: 'POST', url: `/api/v1/public${path}`, payload: body, remoteAddress: ip });
}
const requestReset = (body: object, ip = freshIp(), app = ctx.app) => post('/password-reset', body, ip, app);
const confirmReset = (body: object, ip = freshIp(), app = ctx.app) =>
  post('/password-reset/confirm', body, ip, app);

const resetMailsTo = (email: string) =>
  mailer.sent.filter((m) => m.to === email && m.subject === RESET_SUBJECT);

/** The link of the newest reset mail to `email`, split into its token and the rest. */
function latestLink(email: string) {
  const mail = resetMailsTo(email).at(-1);
  const link = mail ? /http:\/\/meja\.test\/reset-password\?\S+/.exec(mail.text)?.[0] : undefined;
  if (!link) throw new Error(`no reset mail to ${email}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** Asks for a link for `email` and returns its token. */
async function resetToken(email: string): Promise<string> {
  const response = await requestReset({ email });
  expect(response.statusCode, response.body).toBe(200);
  return latestLink(email).token;
}

const tokensOf = (userId: string) =>
  inAppTx(ctx.db, (tx) =>
    tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
  );

describe('POST /api/v1/public/password-reset', () => {
  it('mails a single link valid for an hour, and stores only its SHA-256', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const before = ctx.clock.now().getTime();
    const response = await requestReset({ email: `  ${admin.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(okResponse.strict().parse(response.json())).toEqual({ ok: true });

    const [mail, ...more] = resetMailsTo(admin.email);
    expect(more).toEqual([]);
    expect(mail?.html).toContain('Buat password baru');
    const { url, token } = latestLink(admin.email);
    expect(url.pathname).toBe('/reset-password');
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail?.html).toContain(`href="http://meja.test/reset-password?token=${token}"`);

    const [row] = await tokensOf(admin.id);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - before).toBeLessThan(61 * 60_000);
  });

  it('gives an unknown email the very same answer, and mails and stores nothing', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const known = await requestReset({ email: admin.email });
    const unknown = await requestReset({ email: 'belum-terdaftar@meja.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(mailer.sent.filter((m) => m.to === 'belum-terdaftar@meja.test')).toEqual([]);
  });

  it('answers before the mail has left: a slow mail server does not tell a known email apart', async () => {
    let release: () => void = () => undefined;
    const slowMailer: Mailer = {
      delivers: true,
      send: (_message: MailMessage) => new Promise<void>((resolve) => (release = resolve)),
      close: () => undefined,
    };
    const slow = await buildTestApp(ctx.handle, { mailer: slowMailer });
    try {
      const { admin } = await createTenantGraph(ctx.db);
      const started = Date.now();
      const response = await requestReset({ email: admin.email }, freshIp(), slow.app);
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      release();
      await slow.app.close();
    }
  });

  it('leads back to the POS login it was asked from', async () => {
    const { tenant, cashier } = await createTenantGraph(ctx.db);
    const response = await requestReset({ email: cashier.email, posSlug: tenant.slug });
    expect(response.statusCode).toBe(200);
    expect(latestLink(cashier.email).url.searchParams.get('pos')).toBe(tenant.slug);
  });

  it('works for every kind of account, an unverified one too', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const unverified = await createUser(ctx.db, { role: 'SUPER_ADMIN', verified: false });
    for (const user of [superAdmin, unverified]) {
      expect((await requestReset({ email: user.email })).statusCode).toBe(200);
      expect(resetMailsTo(user.email)).toHaveLength(1);
    }
  });

  it.each([
    [{}, 'email'],
    [{ email: 'bukan-email' }, 'email'],
    [{ email: 'x'.repeat(250) + '@a.id' }, 'email'],
    [{ email: 'sri@warung.id', posSlug: 'Bukan Slug' }, 'posSlug'],
    [{ email: 'sri@warung.id', posSlug: 'a'.repeat(81) }, 'posSlug'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await requestReset(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } });
  });
});

describe('password-reset requests are throttled', () => {
  it('per email, known and unknown alike: 3 an hour', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    for (const email of [admin.email, 'hantu-reset@meja.test']) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset({ email })).statusCode).toBe(200);
      const held = await requestReset({ email: email.toUpperCase() });
      expect(held.statusCode).toBe(429);
      expect(errorOf(held)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(errorOf(held).retryAfterSeconds).toBeGreaterThan(3000);
    }
    expect(resetMailsTo(admin.email)).toHaveLength(3);
  });

  it('per address: 10 an hour, whatever the emails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestReset({ email: `acak-${i}@meja.test` }, ip)).statusCode).toBe(200);
    }
    expect((await requestReset({ email: 'acak-lagi@meja.test' }, ip)).statusCode).toBe(429);
    expect((await requestReset({ email: 'acak-lagi@meja.test' }, freshIp())).statusCode).toBe(200);
  });
});

describe('POST /api/v1/public/password-reset/confirm', () => {
  it('sets the new password, ends every session, and the old password stops working', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const token = await resetToken(admin.email);
    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(admin.token) })).statusCode).toBe(
      200,
    );

    const response = await confirmReset({ token, password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(passwordResetDone.strict().parse(response.json())).toEqual({ ok: true, email: admin.email });

    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(admin.token) })).statusCode).toBe(
      401,
    );
    const live = await inAppTx(ctx.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, admin.id)),
    );
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await postLogin(ctx.app, { email: admin.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('is single use, and ends the other links of the account too', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const older = await resetToken(admin.email);
    const newer = await resetToken(admin.email);
    expect((await confirmReset({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    for (const token of [newer, older]) {
      const again = await confirmReset({ token, password: 'lagi-lagi-123' });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toEqual({
        code: 'INVALID_LINK',
        message: 'Link reset password sudah pernah dipakai. Silakan minta link baru bila perlu.',
      });
    }
    expect((await postLogin(ctx.app, { email: admin.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const token = await resetToken(admin.email);
    ctx.clock.advance(60 * 60_000 + 1000);
    try {
      const late = await confirmReset({ token, password: NEW_PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(errorOf(late)).toEqual({
        code: 'INVALID_LINK',
        message: 'Link reset password sudah kedaluwarsa (berlaku 60 menit). Silakan minta link baru.',
      });
    } finally {
      ctx.clock.reset();
    }
    expect((await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses an unknown link', async () => {
    const response = await confirmReset({ token: 'a'.repeat(43), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'INVALID_LINK',
      message: 'Link reset password tidak valid. Silakan minta link baru.',
    });
  });

  it('marks an unverified email verified: the link came through its inbox', async () => {
    const user = await createUser(ctx.db, { role: 'SUPER_ADMIN', verified: false });
    expect((await postLogin(ctx.app, { email: user.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      403,
    );
    const token = await resetToken(user.email);
    expect((await confirmReset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await postLogin(ctx.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lets the owner in at once from the address that set the new password, after failed logins there', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await postLogin(ctx.app, { email: admin.email, password: 'lupa' }, ip);
    expect(
      (await postLogin(ctx.app, { email: admin.email, password: FACTORY_PASSWORD }, ip)).statusCode,
    ).toBe(429);
    const token = await resetToken(admin.email);
    expect((await confirmReset({ token, password: NEW_PASSWORD }, ip)).statusCode).toBe(200);
    expect((await postLogin(ctx.app, { email: admin.email, password: NEW_PASSWORD }, ip)).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ password: NEW_PASSWORD }, 'token'],
    [{ token: '', password: NEW_PASSWORD }, 'token'],
    [{ token: 'x'.repeat(201), password: NEW_PASSWORD }, 'token'],
    [{ token: 'abc' }, 'password'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await confirmReset(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } });
  });

  it('applies the registration’s password rules, and keeps the link for another try', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    const token = await resetToken(admin.email);
    const short = await confirmReset({ token, password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ password: 'Password minimal 8 karakter' });
    const long = await confirmReset({ token, password: 'x'.repeat(201) });
    expect(errorOf(long).fields).toEqual({ password: 'Password maksimal 200 karakter' });
    expect((await confirmReset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('holds an address after 20 tries an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await confirmReset({ token: `salah-${i}`, password: NEW_PASSWORD }, ip)).statusCode).toBe(400);
    }
    const held = await confirmReset({ token: 'salah-lagi', password: NEW_PASSWORD }, ip);
    expect(held.statusCode).toBe(429);
    expect(errorOf(held).code).toBe('RATE_LIMITED');
  });
});

describe('the mail of a reset', () => {
  it('has a text and an HTML part saying the same', async () => {
    const { admin } = await createTenantGraph(ctx.db);
    await resetToken(admin.email);
    const mail = resetMailsTo(admin.email).at(-1);
    const { token } = latestLink(admin.email);
    expect(mail?.text).toContain('Link berlaku 60 menit dan hanya dapat dipakai sekali.');
    expect(mail?.html).toContain('Link berlaku 60 menit dan hanya dapat dipakai sekali.');
    expect(mail?.html).toContain(token);
  });

  it('is mailed through the test outbox only when TEST_MAIL_HOOK is on', async () => {
    const hooked = await buildTestApp(ctx.handle, {
      env: { TEST_MAIL_HOOK: 'true' },
      mailer: new CapturingMailer(),
    });
    try {
      const { admin } = await createTenantGraph(ctx.db);
      expect((await requestReset({ email: admin.email }, freshIp(), hooked.app)).statusCode).toBe(200);
      const outbox = await hooked.app.inject({
        url: `/api/v1/test/mail?to=${encodeURIComponent(admin.email)}`,
      });
      expect(outbox.statusCode).toBe(200);
      const items: unknown = outbox.json().items;
      expect(items).toEqual([
        expect.objectContaining({
          to: admin.email,
          subject: RESET_SUBJECT,
          html: expect.stringContaining('<a '),
        }),
      ]);
    } finally {
      await hooked.app.close();
    }
    const off = await ctx.app.inject({ url: '/api/v1/test/mail?to=a@b.id' });
    expect(off.statusCode).toBe(404);
  });
});
