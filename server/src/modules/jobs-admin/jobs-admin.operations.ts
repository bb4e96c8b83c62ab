import { ID } from 'type-graphql';
import { z } from 'zod';
import { listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { jobListSchema, retryJobSchema, type BackgroundJobView } from './jobs-admin.service.js';
import { BackgroundJobPageType, BackgroundJobsListOptions, BackgroundJobType, QueueCountsType } from './jobs-admin.types.js';
import { JOBS_LIST } from './jobs-list.js';

/** The background jobs screen and its REST twins (docs/api/jobs.md). */
export const jobsAdminOperations = {
  backgroundJobs: operation({
    access: 'jobs.read',
    description:
      "Background jobs, newest first, paged (limit 1-100, default 25). Without state: FAILED and RETRYING. queue: one of the portal's queues. sortField: createdOn (default DESC).",
    input: jobListSchema,
    run: ({ services, input }) => services.jobsAdmin.list(input),
    graphql: listQueryBinding(BackgroundJobsListOptions, BackgroundJobPageType),
    // The specification's answer: jobs, totalCount.
    rest: listRestBinding(JOBS_LIST, '/admin/jobs', ({ items, totalCount }: ListPageResult<BackgroundJobView>) => ({ jobs: items, totalCount })),
  }),

  queueCounts: operation({
    access: 'jobs.read',
    description: "Each queue's jobs by state.",
    input: z.object({}),
    run: ({ services }) => services.jobsAdmin.counts(),
    graphql: { kind: 'query', returns: () => [QueueCountsType], args: {} },
    rest: { method: 'get', path: '/admin/jobs/counts', answer: (queues) => ({ queues }) },
  }),

  retryJob: operation({
    access: 'jobs.retry',
    description: 'Puts a FAILED job back in its queue for one more try (CONFLICT unless it is FAILED). Audited.',
    input: retryJobSchema,
    run: ({ services, actor, input }) => services.jobsAdmin.retry(actor, input),
    graphql: { kind: 'mutation', returns: () => BackgroundJobType, args: { queue: arg(() => String), id: arg(() => ID) } },
    rest: { method: 'post', path: '/admin/jobs/:queue/:id/retry' },
  }),
};
