import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';

/** The letter job's data: the cycle, who approved it, and the completion mails to send with the letter attached. */
export interface ApprovalLetterJob {
  prequalificationId: string;
  approverName: string;
  mails: MailMessage[];
}

/**
 * Queues the approval letter in the final approval's transaction (the outbox): the decision commits whole, and the
 * letter follows, made once (keyed by the cycle) however often the job runs; the completion mails wait for it so
 * they can carry it. A decision that rolls back queues nothing.
 */
export function queueApprovalLetter(jobs: JobQueue, tx: EntityManager, job: ApprovalLetterJob): Promise<string | null> {
  return jobs.send(tx, QUEUES.approvalLetter, job, { key: `approval-letter:${job.prequalificationId}` });
}
