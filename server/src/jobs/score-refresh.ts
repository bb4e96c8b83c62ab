import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from './job-queue.js';
import { QUEUES } from './queues.js';

/**
 * What a score-refresh job recomputes (modules/prequal-score/score-refresh.worker.ts): one company, every company (the
 * weights changed), or, with neither (the 15-minute schedule), the companies whose insurance compliance changed since
 * their score. Recomputing is idempotent: a job run twice writes the same score.
 */
export interface ScoreRefreshJob {
  vendorId?: string;
  all?: boolean;
}

/**
 * Queues a score refresh in the transaction of the change that causes it (the outbox), so the change and the job
 * commit together. Here, in the infrastructure, so the modules whose changes move a score (prequal answers, the
 * company profile) queue it without importing the score module, which reads theirs.
 */
export function queueScoreRefresh(jobs: JobQueue, tx: EntityManager, job: ScoreRefreshJob): Promise<string | null> {
  return jobs.send(tx, QUEUES.scoreRefresh, job);
}
