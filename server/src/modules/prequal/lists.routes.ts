import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import type { PrequalListInput } from './prequal-list.service.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The list's query string as the specification writes it (docs/api/prequal-lists.md). */
function listQueryOf(req: Request): PrequalListInput {
  const q = req.query;
  return {
    status: textOf(q.status) ?? '',
    finalApprovalStatus: textOf(q.finalApprovalStatus) as PrequalListInput['finalApprovalStatus'],
    vendorId: textOf(q.vendorId) || undefined,
    search: textOf(q.search) ?? '',
    page: textOf(q.page) || undefined,
    limit: textOf(q.limit) || undefined,
    sortField: textOf(q.sortField) || undefined,
    sortOrder: (textOf(q.sortOrder)?.toUpperCase() || undefined) as PrequalListInput['sortOrder'],
  } as PrequalListInput;
}

/**
 * REST facade of the prequalification tabs, the dashboard and a company's history (specification section 7):
 * the same services as GraphQL, answered with the specification's field names.
 */
export function prequalListsRoutes(): Router {
  const r = Router();
  r.get(
    '/vendor/prequal-forms',
    allow('prequal.list'),
    route(async (ctx, req) => {
      const { items, total } = await ctx.services.prequalList.list(await ctx.getActor(), listQueryOf(req));
      return { data: items, total };
    }),
  );
  r.get(
    '/vendor/:vendorId/prequal-forms',
    allow('prequal.list'),
    route(async (ctx, req) => ctx.services.prequalHistory.history(await ctx.getActor(), String(req.params.vendorId))),
  );
  r.get(
    '/admin/dashboard',
    allow('prequal.list'),
    route(async (ctx) => ctx.services.prequalDashboard.dashboard(await ctx.getActor())),
  );
  return r;
}
