import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app';
import { DEFAULT_LIMITS, Throttle } from '../../platform/throttle';
import { openTestContext, testEnv } from '../../../test/harness';
import { registerOk, registration, verifyPath } from '../../../test/auth-flow';

/**
 * Registration against a real SMTP server on 127.0.0.1: the app is built without a mailer so
 * app.ts picks the nodemailer transport from SMTP_URL, and the link travels over the wire.
 */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let smtp: SMTPServer;
let app: FastifyInstance;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  ctx = await openTestContext();
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  app = await buildApp({
    db: ctx.db,
    env: testEnv({ SMTP_URL: `smtp://127.0.0.1:${address.port}` }),
    logger: false,
    webDistDir: null,
    throttle: new Throttle(DEFAULT_LIMITS),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await ctx.close();
});

/** The body of one MIME entity (headers, blank line, body), with its transfer encoding undone. */
function decodeEntity(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, body };
}

/** The text/plain and text/html parts of a multipart/alternative message. */
function alternativeParts(raw: string): { text: string; html: string } {
  const top = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
  expect(top).toMatch(/^content-type:\s*multipart\/alternative;/im);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(top)?.[1];
  if (!boundary) throw new Error(`no boundary in:\n${top}`);
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => decodeEntity(part.replace(/^\r\n/, '')));
  const byType = (type: string) =>
    parts.find((p) => new RegExp(`^content-type:\\s*${type}`, 'im').test(p.headers));
  const text = byType('text/plain');
  const html = byType('text/html');
  if (!text || !html) throw new Error(`expected a text and an HTML part, got ${parts.length} parts`);
  return { text: text.body, html: html.body };
}

function mailTo(address: string, subject: string): ReceivedMail {
  const mail = inbox.find((m) => m.to.includes(address) && m.raw.includes(`Subject: ${subject}`));
  if (!mail)
    throw new Error(`no "${subject}" for ${address}; inbox: ${JSON.stringify(inbox.map((m) => m.to))}`);
  return mail;
}

describe('registration with SMTP_URL set', () => {
  it('mails the verify link over SMTP as text and HTML, and does not return it', async () => {
    const body = registration();
    const created = await registerOk(app, body);
    expect(created).toEqual({ tenantSlug: expect.any(String), checkoutToken: expect.any(String) });

    const mail = mailTo(body.email, 'Verifikasi email Meja Anda');
    expect(mail.from).toBe('no-reply@meja.local');
    expect(mail.raw).toMatch(/^From: Meja <no-reply@meja\.local>\r$/m);

    const { text, html } = alternativeParts(mail.raw);
    expect(text).toContain(body.restaurantName.toUpperCase());
    expect(html).toContain(body.restaurantName.toUpperCase());
    const link = /http:\/\/meja\.test\/api\/v1\/public\/verify-email\?token=[\w-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no verify link in:\n${text}`);
    expect(html).toContain(`href="${link}"`);

    const verified = await app.inject({ method: 'GET', url: verifyPath(link) });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?verified=1');

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/public/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('escapes a restaurant name in the HTML part: no markup from a name', async () => {
    const body = registration({ restaurantName: `<img src=x onerror=alert(1)> & "Kopi" ${Date.now()}` });
    await registerOk(app, body);
    const { text, html } = alternativeParts(mailTo(body.email, 'Verifikasi email Meja Anda').raw);
    expect(text).toContain('<IMG SRC=X ONERROR=ALERT(1)> & "KOPI"');
    expect(html).toContain('&lt;IMG SRC=X ONERROR=ALERT(1)&gt; &amp; &quot;KOPI&quot;');
    expect(html).not.toContain('<IMG');
  });

  it('mails the owner of a taken email as text and HTML', async () => {
    const body = registration();
    await registerOk(app, body);
    await registerOk(app, registration({ email: body.email }));
    const { text, html } = alternativeParts(
      mailTo(body.email, 'Percobaan pendaftaran dengan email Anda').raw,
    );
    expect(text).toContain('http://meja.test/forgot-password');
    expect(html).toContain('href="http://meja.test/login"');
  });
});

describe('password reset with SMTP_URL set', () => {
  it('mails the reset link as text and HTML after the answer', async () => {
    const body = registration();
    await registerOk(app, body);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/public/password-reset',
      payload: { email: body.email },
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => mailTo(body.email, 'Reset password Meja Anda'), { timeout: 5000 });
    const { text, html } = alternativeParts(mailTo(body.email, 'Reset password Meja Anda').raw);
    const link = /http:\/\/meja\.test\/reset-password\?token=[\w-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no reset link in:\n${text}`);
    expect(html).toContain(`href="${link}"`);
    expect(text).toContain('60 menit');
  });
});
