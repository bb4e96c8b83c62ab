import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/** REST facade of suggested limits and their rules: the same service as GraphQL. */
export function prequalLimitsRoutes(): Router {
  const r = Router();
  r.get(
    '/vendor/prequal/:vendorId/suggested-limits',
    allow('prequal.departmentDecide'),
    route(async (ctx, req) => ctx.services.prequalLimits.suggestedLimits(await ctx.getActor(), String(req.params.vendorId))),
  );
  r.get(
    '/admin/limit-rules',
    allow('limits.rules'),
    route(async (ctx) => ({ rules: await ctx.services.prequalLimits.limitRules(await ctx.getActor()) })),
  );
  r.put(
    '/admin/limit-rules',
    allow('limits.rules'),
    route(async (ctx, req) => ({ rules: await ctx.services.prequalLimits.saveLimitRules(await ctx.getActor(), (req.body as { rules?: unknown } | undefined)?.rules) })),
  );
  return r;
}
