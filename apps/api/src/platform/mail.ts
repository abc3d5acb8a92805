import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  /** Every mail has both parts (renderMail in mail-template.ts makes them from the same content). */
  text: string;
  html: string;
}

export interface Mailer {
  /** True when mail really leaves the process (SMTP_URL set); false when it is only logged. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP the message is written to the log, so a developer can still follow the link. At
 * `warn` by default, so `npm start` (LOG_LEVEL=warn) shows it; the browser tests' server, which reads
 * mail from its test outbox instead, logs it at `info`.
 */
export function createLogMailer(log: FastifyBaseLogger, level: 'warn' | 'info' = 'warn'): Mailer {
  return {
    delivers: false,
    send: async (message) => {
      log[level](
        { to: message.to, subject: message.subject },
        `mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
    close: () => undefined,
  };
}

/**
 * Mail that leaves after the answer (a reset link), so an answer does not take longer when there
 * is someone to write to. A failure is logged; `settled()` waits for what is still on its way
 * (tests, and shutdown before the transport closes).
 */
export function createBackgroundMail(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    send(message: MailMessage, what: string): void {
      const sending: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error }, `${what}: mail failed`))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
