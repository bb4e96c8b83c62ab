import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_PAGE_SIZE } from '@portal/common/constants';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { transactionSql } from '../../jobs/transaction-sql.js';
import { audit } from '../audit/index.js';
import { jobErrorText, jobSummary } from './job-summary.js';

/** The screen's names of pg-boss's job states (pg-boss's own `cancelled` is not used by the portal). */
export const JOB_STATES = {
  QUEUED: 'created',
  RUNNING: 'active',
  RETRYING: 'retry',
  FAILED: 'failed',
  COMPLETED: 'completed',
} as const;
export type JobState = keyof typeof JOB_STATES;
type BossState = (typeof JOB_STATES)[JobState];
const STATE_OF = Object.fromEntries(Object.entries(JOB_STATES).map(([name, boss]) => [boss, name])) as Record<string, JobState>;

/** What the list shows when no state is asked for: the jobs that need someone's attention. */
export const DEFAULT_STATES: readonly JobState[] = ['FAILED', 'RETRYING'];

/** The portal's queues; their dead-letter copies (`<queue>-dead`) and pg-boss's internal queues are not listed. */
const QUEUE_NAMES = Object.values(QUEUES) as string[];

export const JOBS_ADMIN_MESSAGES = {
  state: `state must be one of ${Object.keys(JOB_STATES).join(', ')}`,
  queue: `queue must be one of ${QUEUE_NAMES.join(', ')}`,
  id: 'id must be a job id',
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  page: 'page must be a whole number from 1',
  notFound: 'Job',
  notFailed: (state: JobState) => `Only a failed job can be retried; this job is ${state.toLowerCase()}.`,
} as const;

const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);
const stateSchema = z.preprocess(
  (v) => blankIsNull(typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(Object.keys(JOB_STATES) as [JobState, ...JobState[]], { error: JOBS_ADMIN_MESSAGES.state }).nullish(),
);
const queueSchema = z.enum(QUEUE_NAMES as [string, ...string[]], { error: JOBS_ADMIN_MESSAGES.queue });

/** The jobs list's query: state, queue, page, limit (blank is absent). */
export const jobListSchema = z.object({
  state: stateSchema,
  queue: z.preprocess(blankIsNull, queueSchema.nullish()),
  page: z.preprocess(
    blankIsNull,
    z.coerce.number({ error: JOBS_ADMIN_MESSAGES.page }).int({ error: JOBS_ADMIN_MESSAGES.page }).min(1, { error: JOBS_ADMIN_MESSAGES.page }).nullish(),
  ),
  limit: z.preprocess(
    blankIsNull,
    z.coerce
      .number({ error: JOBS_ADMIN_MESSAGES.limit })
      .int({ error: JOBS_ADMIN_MESSAGES.limit })
      .min(1, { error: JOBS_ADMIN_MESSAGES.limit })
      .max(MAX_PAGE_SIZE, { error: JOBS_ADMIN_MESSAGES.limit })
      .nullish(),
  ),
});

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

interface JobRow {
  id: string;
  queue: string;
  state: BossState;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  start_after: Date;
  error: string | null;
  mail_to: string | null;
  mail_subject: string | null;
  vendor_id: string | null;
  request_id: string | null;
}

/*
 * The row's columns. Only the payload fields the summary needs are read (never the mail's text or links); the
 * error is the message of pg-boss's output: a thrown error is stored serialized ({ message, stack, ... }), a
 * timeout as { value: { message } }, a shutdown as { value: '...' }. A completed job's output is its result, not shown.
 */
const COLUMNS = `j.id, j.name as queue, j.state::text as state, j.retry_count, j.retry_limit, j.created_on, j.started_on,
  j.completed_on, j.start_after,
  case when j.state in ('failed', 'retry') then coalesce(j.output->>'message', j.output->'value'->>'message',
    case when jsonb_typeof(j.output->'value') = 'string' then j.output->>'value' end) end as error,
  case when j.name = 'mail' then j.data->'payload'->>'to' end as mail_to,
  case when j.name = 'mail' then j.data->'payload'->>'subject' end as mail_subject,
  case when j.name = 'crm-sync' then j.data->'payload'->>'vendorId' end as vendor_id,
  j.data->>'requestId' as request_id`;

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
 * Only `pgboss.job` is read, not `pgboss.archive`: Retry (pg-boss's retry) works on pgboss.job only, and a job
 * the screen could show but not retry would mislead. pgboss.job stays small by pg-boss's retention (completed
 * jobs move to the archive after a day, failed ones after two weeks: jobs/job-queue.ts; waiting ones after
 * keep_until), so the list's count and sort over it are cheap. Its indexes are
 * pg-boss's own (primary key (name, id) per queue partition, and the fetch index (name, start_after) of waiting
 * jobs): none orders by created_on, and at this size none needs to; the page is still cut in SQL (limit/offset).
 */
export class JobsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  async list(q: z.output<typeof jobListSchema>): Promise<{ jobs: BackgroundJobView[]; totalCount: number }> {
    const states = (q.state ? [q.state] : DEFAULT_STATES).map((s) => JOB_STATES[s]);
    const queues = q.queue ? [q.queue] : QUEUE_NAMES;
    const limit = q.limit ?? 25;
    const page = q.page ?? 1;
    const where = `j.name in (?) and j.state::text in (?)`;
    const connection = this.em.getConnection();
    const [counted] = await connection.execute<{ n: number }[]>(`select count(*)::int as n from pgboss.job j where ${where}`, [queues, states]);
    const totalCount = counted?.n ?? 0;
    if (totalCount === 0 || (page - 1) * limit >= totalCount) return { jobs: [], totalCount };
    const rows = await connection.execute<JobRow[]>(`select ${COLUMNS} from pgboss.job j where ${where} order by j.created_on desc, j.id desc limit ? offset ?`, [
      queues,
      states,
      limit,
      (page - 1) * limit,
    ]);
    return { jobs: rows.map(toView), totalCount };
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
