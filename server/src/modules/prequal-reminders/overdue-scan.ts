import type { MikroORM } from '@mikro-orm/postgresql';
import { QUEUES } from '../../jobs/queues.js';
import { audit } from '../audit/index.js';
import type { ModuleWorker } from '../module.js';
import { readSetting } from '../settings/index.js';
import { overdueReviews, stageOf, type WaitingReview } from './overdue-reviews.js';

const SCHEDULER = 'Scheduled reminder';

/**
 * The daily overdue-review scan: each review that has waited more than the setting's business days is recorded
 * once in the activity log (PREQUAL_REVIEW_OVERDUE on the cycle), the key `review-overdue:<cycle>:<stage>:<clock>`
 * claimed in job_key in the entry's transaction, so replicas and retries record it once. The dashboard counts
 * overdue reviews live (overdueReviews), so a decision clears its flag at once.
 */
export async function runOverdueScan(deps: { orm: MikroORM }, now: Date = new Date()): Promise<{ flagged: number }> {
  const em = deps.orm.em.fork();
  const days = await readSetting(em, 'overdue-review-business-days');
  let flagged = 0;
  // Only the reviews overdue now are read (the review tabs' condition, in SQL).
  for (const review of await overdueReviews(em, now, days)) if (await flag(deps, review, days)) flagged++;
  return { flagged };
}

async function flag(deps: { orm: MikroORM }, review: WaitingReview, days: number): Promise<boolean> {
  const stage = stageOf(review);
  const key = `review-overdue:${review.prequalId}:${stage.key}:${review.since.getTime()}`;
  return deps.orm.em.fork().transactional(async (tx) => {
    const claimed = await tx.execute<{ key: string }[]>('insert into job_key (key, queue) values (?, ?) on conflict do nothing returning key', [
      key,
      QUEUES.overdueScan,
    ]);
    if (!claimed.length) return false;
    audit(
      tx,
      null,
      {
        entityType: 'Prequalification',
        entityId: review.prequalId,
        action: 'PREQUAL_REVIEW_OVERDUE',
        changes: {
          vendorId: review.vendorId,
          instance: review.instance,
          stage: stage.label,
          since: review.since.toISOString(),
          businessDays: review.businessDays,
          threshold: days,
        },
      },
      SCHEDULER,
    );
    return true;
  });
}

/** Every business day's morning (UTC), as the prequal-reminders module's scheduled job. */
export const overdueScanWorker: ModuleWorker = {
  queue: QUEUES.overdueScan,
  cron: '30 7 * * 1-5',
  start: (scope) => scope.jobs.work(QUEUES.overdueScan, async (_payload, run) => run.logger.info(await runOverdueScan(scope), 'overdue review scan')),
};
