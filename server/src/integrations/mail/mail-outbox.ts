import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Queues an e-mail in the transaction of the change that causes it (the outbox): it is sent once the change is
 * committed, by whichever replica works the mail queue, and retried with backoff while the mail server is down.
 * `key` makes it idempotent (e.g. one reminder per company and expiry date, however often a scan runs).
 */
export function queueMail(jobs: JobQueue, tx: EntityManager, message: MailMessage, key?: string): Promise<string | null> {
  return jobs.send(tx, QUEUES.mail, message, { key });
}

/**
 * The mail queue's worker. A job's message is handed to the mail server at most once: mail_delivery records it
 * right after the server accepted it, and a retried or re-fetched job finds the record and stops. The Message-ID
 * is the job's, so should a process die between the server's answer and the record, the copy sent on retry
 * carries the same Message-ID and mail clients show one message.
 */
export async function workMailQueue(jobs: JobQueue, orm: MikroORM, mailer: Mailer, domain: string): Promise<void> {
  await jobs.work<MailMessage>(QUEUES.mail, async (message, run) => {
    const em = orm.em.fork();
    const sent = await em.execute<{ sent_at: Date }[]>('select sent_at from mail_delivery where job_id = ?', [run.id]);
    if (sent.length) {
      run.logger.info({ sentAt: sent[0]!.sent_at }, 'mail already sent by an earlier try');
      return;
    }
    await mailer.send({ ...message, messageId: `<${run.id}@${domain}>` });
    await em.execute('insert into mail_delivery (job_id) values (?) on conflict do nothing', [run.id]);
  });
  // A mail that failed for good is logged by the queue (error level, with its request id); its job stays
  // failed in /admin/jobs, where Retry sends it again.
}
