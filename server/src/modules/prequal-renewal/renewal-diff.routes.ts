import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/** REST facade of what changed since last year: GET /vendor/prequal/{id}/renewal-changes (as GraphQL renewalChanges). */
export function renewalDiffRoutes(): Router {
  const r = Router();
  r.get(
    '/vendor/prequal/:vendorId/renewal-changes',
    allow('prequal.list'),
    route(async (ctx, req) => ctx.services.renewalDiff.renewalChanges(await ctx.getActor(), String(req.params.vendorId))),
  );
  return r;
}
