import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Logger } from 'pino';

/** A file a mail carries, named by its key in object storage: the job holds the reference, the worker reads the bytes. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The Message-ID header (`<id@domain>`); a mail job sets its own so a retried send is recognisably the same message. */
  messageId?: string;
}

/** A message ready for the transport: its attachments' bytes read from storage. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { attachments?: { filename: string; contentType: string; content: Buffer }[] };

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  /** Closes the pooled SMTP connections (QUIT), so a mail server is not left waiting for them at shutdown. */
  close(): void;
}

/**
 * The SMTP pool: the mail worker hands a whole batch of messages to it at once, and it keeps up to
 * `maxConnections` connections open and sends over each in turn, `maxMessages` per connection before a fresh one
 * (a server may limit messages per session). nodemailer's defaults; the SMTP URL's query overrides them
 * (`smtp://host:587?maxConnections=10`) when a provider allows more, or fewer.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

/**
 * SMTP when a URL is configured; otherwise every message is written as an .eml file to
 * `outboxDir`, where a developer can open it (the README says where). Messages hold password-reset
 * links, so the folder is the server user's alone (0700, tightened when it already exists) and so
 * is each file (0600).
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? // A send ends (or fails, to be retried) well within the mail job's 5-minute expiry, so an expired job's
      // retry never races a send still under way (nodemailer's socket timeout is 10 minutes by default).
      nodemailer.createTransport({ ...SMTP_POOL, ...parseConnectionUrl(opts.smtpUrl), connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl) {
        await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
        // mkdir leaves an existing folder as it was, and its mode is subject to the umask.
        await chmod(opts.outboxDir, 0o700);
        // A new file each time ('wx'), so the mode always applies; the random part keeps two messages
        // to one address in the same millisecond apart.
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${safe(message.to)}.eml`;
        const file = path.join(opts.outboxDir, name);
        // Written under another name, then renamed: whoever lists the outbox (a developer's mail viewer, a test)
        // never sees a .eml that is created but still empty.
        await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message, { mode: 0o600, flag: 'wx' });
        await rename(`${file}.part`, file);
        opts.logger.info({ file, subject: message.subject }, 'mail written to outbox');
      } else {
        opts.logger.info({ subject: message.subject }, 'mail sent');
      }
    },
    close: () => transport.close(),
  };
}

function safe(s: string): string {
  return s.replace(/[^a-zA-Z0-9@._-]/g, '_');
}
