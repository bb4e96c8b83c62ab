import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise every message is written as an .eml file to
 * `outboxDir`, where a developer can open it (the README says where).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl) {
        mkdirSync(opts.outboxDir, { recursive: true });
        const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe(message.to)}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        opts.logger.info({ file, subject: message.subject }, 'mail written to outbox');
      } else {
        opts.logger.info({ subject: message.subject }, 'mail sent');
      }
    },
  };
}

function safe(s: string): string {
  return s.replace(/[^a-zA-Z0-9@._-]/g, '_');
}

/**
 * Sends without making the caller wait or fail: mail goes out after a change is committed, and a
 * mail server that is down must not undo it. Failures are logged.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer.send(message).catch((err: unknown) => logger.error({ err, subject: message.subject }, 'mail failed'));
}
