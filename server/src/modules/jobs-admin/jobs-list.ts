import { MAX_PAGE_SIZE } from '@portal/common/constants';
import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { listFilter, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { asEnum } from '../../graphql/enums.js';
import { QUEUES } from '../../jobs/queues.js';
import { blankAsNull } from '../../operations/input.js';

/** The screen's names of pg-boss's job states (pg-boss's own `cancelled` is not used by the portal). */
export const JOB_STATES = {
  QUEUED: 'created',
  RUNNING: 'active',
  RETRYING: 'retry',
  FAILED: 'failed',
  COMPLETED: 'completed',
} as const;
export type JobState = keyof typeof JOB_STATES;
export type BossState = (typeof JOB_STATES)[JobState];

export const JobStateEnum = asEnum(Object.keys(JOB_STATES) as JobState[]);
registerEnumType(JobStateEnum, {
  name: 'JobState',
  description: "A background job's state: QUEUED (waiting), RUNNING, RETRYING (failed, waiting for its next try), FAILED (no tries left), COMPLETED.",
});

/** What the list shows when no state is asked for: the jobs that need someone's attention. */
export const DEFAULT_STATES: readonly JobState[] = ['FAILED', 'RETRYING'];

/** The portal's queues; their dead-letter copies (`<queue>-dead`) and pg-boss's internal queues are not listed. */
export const QUEUE_NAMES = Object.values(QUEUES) as string[];

export const JOBS_ADMIN_MESSAGES = {
  state: `state must be one of ${Object.keys(JOB_STATES).join(', ')}`,
  queue: `queue must be one of ${QUEUE_NAMES.join(', ')}`,
  id: 'id must be a job id',
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  page: 'page must be a whole number from 1',
  notFound: 'Job',
  notFailed: (state: JobState) => `Only a failed job can be retried; this job is ${state.toLowerCase()}.`,
} as const;

export const queueSchema = z.enum(QUEUE_NAMES as [string, ...string[]], { error: JOBS_ADMIN_MESSAGES.queue });

const FILTERS = {
  // The state in any case (?state=failed).
  state: listFilter(
    z.preprocess(
      (v) => blankAsNull(typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(Object.keys(JOB_STATES) as [JobState, ...JobState[]], { error: JOBS_ADMIN_MESSAGES.state }).nullish(),
    ),
    (state) => ({ sql: 'j.state::text = ?', params: [JOB_STATES[state]] }),
    { graphql: () => JobStateEnum },
  ),
  queue: listFilter(z.preprocess(blankAsNull, queueSchema.nullish()), (queue) => ({ sql: 'j.name = ?', params: [queue] })),
};

export type JobsListQuery = ListPaging & FilterValues<typeof FILTERS>;

/** A job's row as the list and Retry read it. */
export interface JobRow {
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
export const JOB_COLUMNS = {
  id: 'j.id',
  queue: 'j.name',
  state: 'j.state::text',
  retry_count: 'j.retry_count',
  retry_limit: 'j.retry_limit',
  created_on: 'j.created_on',
  started_on: 'j.started_on',
  completed_on: 'j.completed_on',
  start_after: 'j.start_after',
  error: `case when j.state in ('failed', 'retry') then coalesce(j.output->>'message', j.output->'value'->>'message',
    case when jsonb_typeof(j.output->'value') = 'string' then j.output->>'value' end) end`,
  mail_to: `case when j.name = 'mail' then j.data->'payload'->>'to' end`,
  mail_subject: `case when j.name = 'mail' then j.data->'payload'->>'subject' end`,
  vendor_id: `case when j.name = 'crm-sync' then j.data->'payload'->>'vendorId' end`,
  request_id: `j.data->>'requestId'`,
} as const satisfies Record<keyof JobRow, string>;

/**
 * /admin/jobs (GET /admin/jobs): pg-boss's jobs of the portal's queues, read from `pgboss.job` in the app's own
 * database, newest first; without a state, the failed and retrying ones.
 *
 * Only `pgboss.job` is read, not `pgboss.archive`: Retry (pg-boss's retry) works on pgboss.job only, and a job
 * the screen could show but not retry would mislead. pgboss.job stays small by pg-boss's retention (completed
 * jobs move to the archive after a day, failed ones after two weeks: jobs/job-queue.ts; waiting ones after
 * keep_until), so the list's count and sort over it are cheap. Its indexes are pg-boss's own (primary key
 * (name, id) per queue partition, and the fetch index (name, start_after) of waiting jobs): none orders by
 * created_on, and at this size none needs to; the page is still cut in SQL. No counter: the table is small.
 */
export const JOBS_LIST = {
  name: 'background-jobs',
  table: 'pgboss.job',
  alias: 'j',
  columns: JOB_COLUMNS,
  dates: ['created_on', 'started_on', 'completed_on', 'start_after'],
  filters: FILTERS,
  where: (q) => [
    { sql: 'j.name in (?)', params: [QUEUE_NAMES] },
    ...(q.state ? [] : [{ sql: 'j.state::text in (?)', params: [DEFAULT_STATES.map((s) => JOB_STATES[s])] }]),
  ],
  sorts: { createdOn: 'j.created_on' },
  defaultSort: () => ({ field: 'createdOn', order: 'DESC' }),
  counterKey: () => null,
  indexes: [],
} satisfies ListSpec<JobsListQuery, JobRow>;

/** The page size of the screen's list: at most MAX_PAGE_SIZE, a larger one refused rather than clamped. */
export const JOBS_PAGING = {
  page: z.coerce.number({ error: JOBS_ADMIN_MESSAGES.page }).int({ error: JOBS_ADMIN_MESSAGES.page }).min(1, { error: JOBS_ADMIN_MESSAGES.page }).default(1),
  limit: z.coerce
    .number({ error: JOBS_ADMIN_MESSAGES.limit })
    .int({ error: JOBS_ADMIN_MESSAGES.limit })
    .min(1, { error: JOBS_ADMIN_MESSAGES.limit })
    .max(MAX_PAGE_SIZE, { error: JOBS_ADMIN_MESSAGES.limit })
    .default(25),
};
