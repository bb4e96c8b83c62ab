import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import type { RelatedAccounts } from './related-accounts.service.js';

/**
 * REST facade for related accounts (specification section 7); {accountId} and {id} are CRM account ids
 * (vendor.accountId). Answers `{ parent-accounts, child-accounts }`.
 */
export function relatedAccountsRoutes(): Router {
  const r = Router();
  r.get(
    '/accounts/:accountId/related-accounts',
    allow('companyDetail.read'),
    route(async (ctx, req) => restView(await ctx.services.relatedAccounts.list(await ctx.getActor(), String(req.params.accountId)))),
  );
  r.post(
    '/accounts/:accountId/add-parent',
    allow('companies.update'),
    route(async (ctx, req) =>
      restView(await ctx.services.relatedAccounts.add(await ctx.getActor(), String(req.params.accountId), 'parent', bodyOf(req).parentAccountId)),
    ),
  );
  r.post(
    '/accounts/:accountId/add-child',
    allow('companies.update'),
    route(async (ctx, req) =>
      restView(await ctx.services.relatedAccounts.add(await ctx.getActor(), String(req.params.accountId), 'child', bodyOf(req).childAccountId)),
    ),
  );
  r.delete(
    '/accounts/:accountId/remove-parent/:id',
    allow('companies.update'),
    route(async (ctx, req) => restView(await ctx.services.relatedAccounts.remove(await ctx.getActor(), String(req.params.accountId), 'parent', String(req.params.id)))),
  );
  r.delete(
    '/accounts/:accountId/remove-child/:id',
    allow('companies.update'),
    route(async (ctx, req) => restView(await ctx.services.relatedAccounts.remove(await ctx.getActor(), String(req.params.accountId), 'child', String(req.params.id)))),
  );
  return r;
}

function restView(r: RelatedAccounts) {
  return { 'parent-accounts': r.parentAccounts, 'child-accounts': r.childAccounts };
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
