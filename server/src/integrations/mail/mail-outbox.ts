import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/job-queue.js';
import { MAIL_PRIORITY, QUEUES } from '../../jobs/queues.js';
import { buffer } from 'node:stream/consumers';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Queues an e-mail in the transaction of the change that causes it (the outbox): it is sent once the change is
 * committed, by whichever replica works the mail queue, and retried with backoff while the mail server is down.
 * `key` makes it idempotent (e.g. one reminder per company and expiry date, however often a scan runs).
 */
export function queueMail(jobs: JobQueue, tx: EntityManager, message: MailMessage, key?: string): Promise<string | null> {
  return jobs.send(tx, QUEUES.mail, message, { key, priority: MAIL_PRIORITY.personal });
}

/**
 * Queues a mail of a bulk send (invitations of a CSV file, reminders of a daily scan): it goes out after every
 * personal mail waiting (a reset, a sign-up, a decision), however many of it are queued. See docs/mail.md.
 */
export function queueBulkMail(jobs: JobQueue, tx: EntityManager, message: MailMessage, key?: string): Promise<string | null> {
  return jobs.send(tx, QUEUES.mail, message, { key, priority: MAIL_PRIORITY.bulk });
}

/**
 * Messages fetched per poll. The whole batch goes to the SMTP pool at once, so it keeps every pooled connection
 * busy (a few messages each); a batch that ends fetches the next at once. It is small enough that a personal
 * mail queued behind a bulk backlog waits at most for the batch in flight: it comes first in the next.
 */
const MAIL_BATCH_SIZE = 20;

/**
 * The mail queue's worker. A job's message is handed to the mail server at most once: mail_delivery records it
 * right after the server accepted it, and a retried or re-fetched job finds the record and stops. The Message-ID
 * is the job's, so should a process die between the server's answer and the record, the copy sent on retry
 * carries the same Message-ID and mail clients show one message.
 */
export async function workMailQueue(jobs: JobQueue, orm: MikroORM, mailer: Mailer, domain: string, storage?: ObjectStorage): Promise<void> {
  await jobs.work<MailMessage>(
    QUEUES.mail,
    async (message, run) => {
      const em = orm.em.fork();
      const sent = await em.execute<{ sent_at: Date }[]>('select sent_at from mail_delivery where job_id = ?', [run.id]);
      if (sent.length) {
        run.logger.info({ sentAt: sent[0]!.sent_at }, 'mail already sent by an earlier try');
        return;
      }
      // Attachments travel as storage keys (a job carries data, not bytes) and are read now, at send time.
      const { attachments: refs, ...rest } = message;
      const attachments = refs?.length
        ? await Promise.all(
            refs.map(async (a) => {
              if (!storage) throw new Error('A mail with attachments needs the object storage');
              return { filename: a.fileName, contentType: a.contentType, content: await buffer(await storage.get(a.storageKey)) };
            }),
          )
        : undefined;
      await mailer.send({ ...rest, ...(attachments ? { attachments } : {}), messageId: `<${run.id}@${domain}>` });
      await em.execute('insert into mail_delivery (job_id) values (?) on conflict do nothing', [run.id]);
    },
    { batchSize: MAIL_BATCH_SIZE },
  );
  // A mail that failed for good is logged by the queue (error level, with its request id); its job stays
  // failed in /admin/jobs, where Retry sends it again.
}
