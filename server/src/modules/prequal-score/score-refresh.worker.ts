import type { EntityManager } from '@mikro-orm/postgresql';
import { QUEUES } from '../../jobs/queues.js';
import type { ScoreRefreshJob } from '../../jobs/score-refresh.js';
import type { ModuleWorker, WorkerScope } from '../module.js';
import { readSetting } from '../settings/index.js';
import { portalYear, scoresOf, writeScores } from './score-compute.js';

/** Companies per batch: one batch is four reads and one update. */
export const SCORE_BATCH = 500;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Recomputes and writes scores (idempotent: the same answers and weights write the same scores). One company; every
 * company, a batch at a time in id order (the weights changed); or, for the schedule's job, the companies whose
 * insurance compliance was checked after their score was computed (the insurance module writes compliance when
 * policies, the requirement profile or the calendar change it). Answers how many companies it scored.
 */
export async function refreshScores(em: EntityManager, job: ScoreRefreshJob | null | undefined, now: Date = new Date()): Promise<number> {
  const weights = await readSetting(em, 'score.weights');
  const year = portalYear(now);
  const run = async (ids: string[]) => writeScores(em, await scoresOf(em, ids, weights, year));
  if (job?.vendorId) {
    await run([job.vendorId]);
    return 1;
  }
  let after = FIRST_ID;
  let count = 0;
  for (;;) {
    const rows = await em.execute<{ id: string }[]>(
      job?.all
        ? 'select id from vendor where id > ? order by id limit ?'
        : `select v.id from vendor v join insurance_compliance ic on ic.vendor_id = v.id
           where v.id > ? and ic.checked_at > coalesce(v.prequal_score_at, '-infinity'::timestamptz) order by v.id limit ?`,
      [after, SCORE_BATCH],
    );
    if (rows.length === 0) return count;
    await run(rows.map((r) => r.id));
    count += rows.length;
    after = rows[rows.length - 1]!.id;
    em.clear();
  }
}

export const scoreRefreshWorker: ModuleWorker = {
  queue: QUEUES.scoreRefresh,
  // The schedule's job carries no payload: the companies whose insurance compliance changed.
  cron: '*/15 * * * *',
  start: (scope: WorkerScope) =>
    scope.jobs.work<ScoreRefreshJob | undefined>(QUEUES.scoreRefresh, async (job, run) => {
      const count = await refreshScores(scope.orm.em.fork(), job);
      run.logger.info({ count, vendorId: job?.vendorId ?? null, all: Boolean(job?.all) }, 'score refresh');
    }),
};
