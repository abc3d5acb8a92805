import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** Without SMTP the message is written to the log, so a developer can still follow the link. */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    delivers: false,
    send: async (message) => {
      log.info(
        { to: message.to, subject: message.subject },
        `mail (not sent, no SMTP_URL):\n${message.text}`,
      );
    },
    close: () => undefined,
  };
}
