import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { BackgroundJobRow } from '../api/get-background-jobs';
import type { QueueCountsRow } from '../api/get-queue-counts';

export function job(n: number, overrides: Partial<BackgroundJobRow> = {}): BackgroundJobRow {
  return {
    __typename: 'BackgroundJob',
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    queue: 'mail',
    state: 'FAILED',
    retryCount: 0,
    retryLimit: 0,
    createdOn: '2026-03-10T04:30:00.000Z',
    startedOn: '2026-03-10T04:30:05.000Z',
    completedOn: '2026-03-10T04:31:00.000Z',
    startAfter: '2026-03-10T04:30:00.000Z',
    error: '550 mailbox unavailable',
    summary: `To: p***@example.com — Message ${n}`,
    requestId: `req-${n}`,
    ...overrides,
  };
}

export function queueCounts(overrides: Partial<Record<string, Partial<QueueCountsRow>>> = {}): QueueCountsRow[] {
  return ['mail', 'crm-sync', 'renewal-scan', 'document-expiry-scan', 'purge'].map((queue) => ({
    __typename: 'QueueCounts',
    queue,
    queued: 0,
    running: 0,
    retrying: 0,
    failed: 0,
    completed: 0,
    ...overrides[queue],
  }));
}

export interface JobCalls {
  /** The variables of every backgroundJobs request. */
  lists: Record<string, unknown>[];
  counts: number;
  retries: Record<string, unknown>[];
}

/**
 * Answers the jobs screen's calls: `jobs` paged as asked (the test checks the filters sent), the counts, and Retry,
 * which turns the job RETRYING, or is refused with `retryError` as the server words it.
 */
export function answerJobCalls({
  jobs = [job(1)],
  counts = queueCounts({ mail: { failed: 1 } }),
  retryError,
}: { jobs?: BackgroundJobRow[]; counts?: QueueCountsRow[]; retryError?: string } = {}): JobCalls {
  const calls: JobCalls = { lists: [], counts: 0, retries: [] };
  let rows = jobs.map((j) => ({ ...j }));
  server.use(
    graphql.query('BackgroundJobs', ({ variables: { options: variables = {} } }) => {
      calls.lists.push(variables);
      const limit = Number(variables.limit ?? 25);
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({
        data: { backgroundJobs: { __typename: 'BackgroundJobPage', totalCount: rows.length, items: rows.slice((page - 1) * limit, page * limit) } },
      });
    }),
    graphql.query('QueueCounts', () => {
      calls.counts += 1;
      return HttpResponse.json({ data: { queueCounts: counts } });
    }),
    graphql.mutation('RetryJob', ({ variables }) => {
      calls.retries.push(variables);
      if (retryError) return HttpResponse.json({ errors: [{ message: retryError, extensions: { code: 'CONFLICT' } }], data: null });
      rows = rows.map((j) => (j.id === variables.id ? { ...j, state: 'RETRYING', retryLimit: j.retryLimit + 1 } : j));
      const retried = rows.find((j) => j.id === variables.id)!;
      return HttpResponse.json({
        data: { retryJob: { __typename: 'BackgroundJob', id: retried.id, state: retried.state, retryCount: retried.retryCount, retryLimit: retried.retryLimit } },
      });
    }),
  );
  return calls;
}
