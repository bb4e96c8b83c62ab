import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { jobListSchema, retryJobSchema } from './jobs-admin.service.js';
import { BackgroundJobPageType, BackgroundJobType, JobStateEnum, QueueCountsType } from './jobs-admin.types.js';

/** The background jobs screen and its REST twins (docs/api/jobs.md). */
export const jobsAdminOperations = {
  backgroundJobs: operation({
    access: 'jobs.read',
    description: "Background jobs, newest first, paged (limit 1-100, default 25). Without state: FAILED and RETRYING. queue: one of the portal's queues.",
    input: jobListSchema,
    run: ({ services, input }) => services.jobsAdmin.list(input),
    graphql: {
      kind: 'query',
      returns: () => BackgroundJobPageType,
      args: {
        state: arg(() => JobStateEnum, { nullable: true }),
        queue: arg(() => String, { nullable: true }),
        page: arg(() => Int, { nullable: true }),
        limit: arg(() => Int, { nullable: true }),
      },
    },
    rest: {
      method: 'get',
      path: '/admin/jobs',
      input: (req) => ({ state: textOf(req.query.state), queue: textOf(req.query.queue), page: textOf(req.query.page), limit: textOf(req.query.limit) }),
    },
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
