import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The text body of a single-part message, with its transfer encoding undone. */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

describe('registration with SMTP_URL set', () => {
  it('mails the verify link over SMTP and does not return it', async () => {
    const body = registration();
    const created = await registerOk(app, body);
    expect(created).toEqual({ tenantSlug: expect.any(String) });

    const mail = inbox.find((m) => m.to.includes(body.email));
    if (!mail) throw new Error(`no mail for ${body.email}; inbox: ${JSON.stringify(inbox.map((m) => m.to))}`);
    expect(mail.from).toBe('no-reply@meja.local');
    expect(mail.raw).toMatch(/^Subject: Verifikasi email Meja Anda\r$/m);
    expect(mail.raw).toMatch(/^From: Meja <no-reply@meja\.local>\r$/m);

    const text = bodyText(mail.raw);
    expect(text).toContain(body.restaurantName.toUpperCase());
    const link = /http:\/\/meja\.test\/api\/v1\/public\/verify-email\?token=[\w-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no verify link in:\n${text}`);

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
});
