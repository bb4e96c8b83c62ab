import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** REST twins of the background jobs screen (docs/api/jobs.md). */
export function jobsAdminRoutes(): Router {
  const r = Router();
  r.get(
    '/admin/jobs/counts',
    allow('jobs.read'),
    route(async (ctx) => ({ queues: await ctx.services.jobsAdmin.counts(await ctx.getActor()) })),
  );
  r.get(
    '/admin/jobs',
    allow('jobs.read'),
    route(async (ctx, req) =>
      ctx.services.jobsAdmin.list(await ctx.getActor(), {
        state: textOf(req.query.state),
        queue: textOf(req.query.queue),
        page: textOf(req.query.page),
        limit: textOf(req.query.limit),
      }),
    ),
  );
  r.post(
    '/admin/jobs/:queue/:id/retry',
    allow('jobs.retry'),
    route(async (ctx, req) => ctx.services.jobsAdmin.retry(await ctx.getActor(), { queue: req.params.queue, id: req.params.id })),
  );
  return r;
}
