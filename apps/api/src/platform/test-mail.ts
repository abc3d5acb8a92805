import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testMailList } from '@meja/shared/contracts/test-hooks';
import type { Mailer, MailMessage } from './mail';
import { tagRoutes } from './openapi/openapi';

/** Enough for a browser test run; the oldest go first. */
const KEPT = 200;

/**
 * The mail the app sent, kept in memory when TEST_MAIL_HOOK is on, so browser tests can follow a
 * link from a mail (a password reset) without an SMTP server. The mail still goes to the real mailer.
 */
export class MailOutbox implements Mailer {
  private readonly kept: (MailMessage & { sentAt: string })[] = [];

  constructor(private readonly inner: Mailer) {}

  get delivers(): boolean {
    return this.inner.delivers;
  }

  async send(message: MailMessage): Promise<void> {
    await this.inner.send(message);
    this.kept.push({ ...message, sentAt: new Date().toISOString() });
    if (this.kept.length > KEPT) this.kept.shift();
  }

  close(): void {
    this.inner.close();
  }

  /** The mail sent to this address, newest first. */
  sentTo(address: string): (MailMessage & { sentAt: string })[] {
    const wanted = address.trim().toLowerCase();
    return this.kept.filter((m) => m.to.toLowerCase() === wanted).reverse();
  }
}

const mailQuery = z.object({ to: z.string().trim().min(1).max(254) });

/** GET /api/v1/test/mail?to= — registered only with TEST_MAIL_HOOK, which env.ts refuses in production. */
export function testMailRoutes(outbox: MailOutbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('test'));
    app.get(
      '/mail',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'Test only (TEST_MAIL_HOOK): the mails sent to an address',
          querystring: mailQuery,
          response: { 200: testMailList },
        },
      },
      async (request) => ({ items: outbox.sentTo(request.query.to) }),
    );
  };
}
