import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { transactionSql } from '../../jobs/transaction-sql.js';
import { listPage } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { audit } from '../audit/index.js';
import { jobErrorText, jobSummary } from './job-summary.js';
import {
  JOB_COLUMNS,
  JOB_STATES,
  JOBS_ADMIN_MESSAGES,
  JOBS_LIST,
  JOBS_PAGING,
  QUEUE_NAMES,
  queueSchema,
  type JobRow,
  type JobsListQuery,
  type JobState,
} from './jobs-list.js';

export { DEFAULT_STATES, JOB_STATES, JOBS_ADMIN_MESSAGES, type JobState } from './jobs-list.js';

const STATE_OF = Object.fromEntries(Object.entries(JOB_STATES).map(([name, boss]) => [boss, name])) as Record<string, JobState>;

/** The jobs list's query: state, queue, page (from 1), limit (1 to MAX_PAGE_SIZE), blank is absent; newest first. */
export const jobListSchema = listInputSchema(JOBS_LIST, { shape: JOBS_PAGING });

/** Which job to retry: its queue and its id. */
export const retryJobSchema = z.object({ queue: queueSchema, id: z.guid({ error: JOBS_ADMIN_MESSAGES.id }) });

/** A job as /admin/jobs shows it: no payload, only a safe summary and the error's message. */
export interface BackgroundJobView {
  id: string;
  queue: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date;
  error: string | null;
  summary: string | null;
  requestId: string | null;
}

export type QueueCountsView = { queue: string } & Record<Lowercase<JobState>, number>;

/** The columns as one select list (Retry reads one job as the list reads its rows). */
const COLUMNS = Object.entries(JOB_COLUMNS)
  .map(([name, sql]) => `${sql} as "${name}"`)
  .join(', ');

const dateOf = (v: Date | string | null): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v));

function toView(r: JobRow): BackgroundJobView {
  return {
    id: r.id,
    queue: r.queue,
    state: STATE_OF[r.state] ?? 'QUEUED',
    retryCount: r.retry_count,
    retryLimit: r.retry_limit,
    createdOn: dateOf(r.created_on)!,
    startedOn: dateOf(r.started_on),
    completedOn: dateOf(r.completed_on),
    startAfter: dateOf(r.start_after)!,
    error: jobErrorText(r.error),
    summary: jobSummary({ queue: r.queue, mailTo: r.mail_to, mailSubject: r.mail_subject, vendorId: r.vendor_id }),
    requestId: r.request_id,
  };
}

/**
 * The background jobs screen (/admin/jobs, SYSTEM_ADMIN): pg-boss's jobs of the portal's queues, read from
 * `pgboss.job` in the app's own database, and Retry of a failed one.
 *
 * The list is JOBS_LIST (jobs-list.ts), which says why it reads `pgboss.job` only.
 */
export class JobsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  async list(q: JobsListQuery): Promise<ListPageResult<BackgroundJobView>> {
    const { rows, totalCount } = await listPage<JobsListQuery, JobRow>(this.em, JOBS_LIST, q);
    return { items: rows.map(toView), totalCount };
  }

  /** Each queue's jobs by state (the cards of the screen), in the order of QUEUES; a queue without jobs counts zeros. */
  async counts(): Promise<QueueCountsView[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ queue: string; state: string; n: number }[]>(
        'select name as queue, state::text as state, count(*)::int as n from pgboss.job where name in (?) group by name, state',
        [QUEUE_NAMES],
      );
    return QUEUE_NAMES.map((queue) => {
      const counts = { queue, queued: 0, running: 0, retrying: 0, failed: 0, completed: 0 };
      for (const r of rows) {
        const state = STATE_OF[r.state];
        if (r.queue === queue && state) counts[state.toLowerCase() as Lowercase<JobState>] = r.n;
      }
      return counts;
    });
  }

  /**
   * Puts a failed job back in its queue (pg-boss's retry: state retry, one more try allowed), with its JOB_RETRIED
   * entry, in one transaction. The job's row is locked first, so two admins clicking Retry retry it once: the
   * second finds it no longer failed (409). A job that failed for good also left a copy in its dead-letter queue;
   * that copy is left alone: the original is what runs again.
   */
  async retry(who: Actor, { queue, id }: z.output<typeof retryJobSchema>): Promise<BackgroundJobView> {
    await this.em.transactional(async (tx) => {
      const [row] = await tx.execute<JobRow[]>(`select ${COLUMNS} from pgboss.job j where j.name = ? and j.id = ? for update`, [queue, id]);
      if (!row) throw AppError.notFound(JOBS_ADMIN_MESSAGES.notFound);
      const job = toView(row);
      if (job.state !== 'FAILED') throw new AppError('CONFLICT', JOBS_ADMIN_MESSAGES.notFailed(job.state));
      await this.jobs.boss.retry(queue, id, { db: transactionSql(tx) });
      // Due at once: this replica's worker fetches it after the commit rather than at its next poll.
      this.jobs.wakeAfterCommit(tx, queue);
      audit(tx, who, {
        entityType: 'BackgroundJob',
        entityId: id,
        action: 'JOB_RETRIED',
        changes: { queue, summary: job.summary, error: job.error, state: { from: 'FAILED', to: 'RETRYING' } },
        vendorId: row.vendor_id,
      });
    });
    const [after] = await this.em.getConnection().execute<JobRow[]>(`select ${COLUMNS} from pgboss.job j where j.name = ? and j.id = ?`, [queue, id]);
    if (!after) throw AppError.notFound(JOBS_ADMIN_MESSAGES.notFound);
    return toView(after);
  }
}
