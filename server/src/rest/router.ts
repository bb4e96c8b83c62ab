import { Router, json } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';
import { apiDocsRoutes } from '../operations/api-docs.routes.js';
import type { PortalModule } from '../modules/module.js';
import { moduleRoutes } from '../operations/module-transports.js';
import { assertEveryRouteDeclared } from './allow.js';
import { restErrorHandler } from './http.js';
import { rateLimitKey } from './rate-limit-key.js';

/**
 * The REST facade under /api/v1: the calls the specification documents, over the same services as GraphQL.
 * The modules' routes, in the order of the list the composition root (app.ts) hands over.
 */
export function restRouter(modules: readonly PortalModule[], logger: Logger, opts: { authRequestsPerWindow: number }): Router {
  const r = Router();
  r.use(json({ limit: '1mb' }));
  // A coarse per-client ceiling on the open auth calls; login failures are throttled finer in the service.
  r.use(
    '/auth',
    rateLimit({
      windowMs: 15 * 60_000,
      limit: opts.authRequestsPerWindow,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: rateLimitKey,
      handler: (_req, _res, next, options) =>
        next(new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please try again later.', { retryAfterSeconds: Math.ceil(options.windowMs / 1000) })),
    }),
  );
  const routes = Router();
  const documented = modules.flatMap((m) => {
    const router = moduleRoutes(m);
    return router ? [{ tag: m.name, router }] : [];
  });
  for (const { router } of documented) routes.use(router);
  // The facade's own contract (GET /openapi.json, GET /reference), built from the routers just mounted.
  routes.use(apiDocsRoutes(documented));
  assertEveryRouteDeclared(routes);
  r.use(routes);
  r.use((_req, _res, next) => next(new AppError('NOT_FOUND', 'No such API route.')));
  r.use(restErrorHandler(logger));
  return r;
}
