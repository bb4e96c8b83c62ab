import { Router } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';

/**
 * REST facade for "Sync with 365" (specification section 7: POST /vendor/sync-vendor-to-dynamics/{id}, empty body).
 * 202: the sync is queued, not done; the company page reads how it went from the company profile.
 */
export function crmSyncRoutes(): Router {
  const r = Router();
  r.post(
    '/vendor/sync-vendor-to-dynamics/:id',
    allow('companies.crmSync'),
    route(async (ctx, req) => {
      const state = await ctx.services.crmSync.request(await ctx.getActor(), String(req.params.id));
      return { success: true, crmSyncStatus: state.status };
    }, 202),
  );
  return r;
}
