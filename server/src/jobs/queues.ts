import type PgBoss from 'pg-boss';

/**
 * The portal's queues. Each retries with exponential backoff and ends in its own dead-letter queue, which
 * /admin/jobs lists (Retry puts a job back). Scheduled queues are fed by pg-boss's cron, one run per slot
 * however many replicas are up. Who works a queue, and its cron, is declared by its owner: a module's manifest
 * (`workers`), or jobs/workers.ts for the infrastructure's own (mail, purge).
 */
export const QUEUES = {
  /** One e-mail, rendered when its change was committed. */
  mail: 'mail',
  /** A company's account written to the CRM (create or update, by the portal's account id). */
  crmSync: 'crm-sync',
  /** Daily: companies at the 11th month of their approval move to renewal; reminders at the 11th month and at expiry. */
  renewalScan: 'renewal-scan',
  /** Daily: each company's documents expiring within 30 days or expired, in one mail. */
  documentExpiryScan: 'document-expiry-scan',
  /** Daily: insurance compliance the calendar changed, and policy expiry reminders at 30, 14 and 0 days (modules/insurance). */
  insuranceExpiryScan: 'insurance-expiry-scan',
  /** Daily: companies whose prequalification forms wait unsubmitted 7 and 14 days are reminded (modules/prequal-reminders). */
  stalledScan: 'stalled-vendor-scan',
  /** Daily on business days: reviews waiting longer than the overdue setting are flagged (modules/prequal-reminders). */
  overdueScan: 'overdue-review-scan',
  /** Hourly: ended rate-limit windows, login throttles and old mail receipts are deleted. */
  purge: 'purge',
  /** One webhook delivery: an event POSTed, signed, to one subscription's URL (modules/webhooks). */
  webhookDelivery: 'webhook-delivery',
  /** One completed cycle's approval letter: the PDF made and stored, then the completion mails that carry it. */
  approvalLetter: 'approval-letter',
  /**
   * Companies' prequalification scores recomputed (modules/prequal-score): one company after its answers or profile
   * change, every company after the weights change, and every 15 minutes those whose insurance compliance changed.
   */
  scoreRefresh: 'score-refresh',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Mail priorities in the one mail queue. pg-boss fetches a queue's jobs highest priority first (its fetch index
 * covers the priority), so a mail someone is waiting for (a password reset, a sign-up, a decision) never waits
 * behind a bulk send of 1,000 invitations: it is in the next batch the worker fetches. One queue rather than a
 * second one for bulk mail: one worker and one SMTP pool whose connections bulk mail uses while nothing else
 * waits, and one place where /admin/jobs lists and retries every mail. docs/mail.md says more.
 */
export const MAIL_PRIORITY = { personal: 0, bulk: -10 } as const;

export const deadLetterOf = (queue: QueueName) => `${queue}-dead`;

/** Retries, backoff and dead letters per queue; the delay is JOB_RETRY_DELAY_SECONDS (short in tests). */
export function queueOptions(queue: QueueName, retryDelaySeconds: number): PgBoss.Queue {
  const scheduled =
    queue === QUEUES.renewalScan ||
    queue === QUEUES.documentExpiryScan ||
    queue === QUEUES.insuranceExpiryScan ||
    queue === QUEUES.purge ||
    queue === QUEUES.stalledScan ||
    queue === QUEUES.overdueScan ||
    queue === QUEUES.scoreRefresh;
  return {
    name: queue,
    // A scheduled scan is idempotent and runs again tomorrow: a few tries. Mail and the CRM: hours of tries.
    retryLimit: scheduled ? 3 : 10,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: scheduled ? 15 * 60 : 5 * 60,
    deadLetter: deadLetterOf(queue),
  };
}
