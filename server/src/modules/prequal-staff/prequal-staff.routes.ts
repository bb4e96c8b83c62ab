import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import { toRestBegunView } from '../prequal/index.js';

/**
 * REST facade for staff actions on a company's cycle (specification section 7); ids in paths are the
 * company's. The same services as GraphQL. Contract in docs/api/prequal-staff.md.
 */
export function prequalStaffRoutes(): Router {
  const r = Router();
  r.put(
    '/vendor/prequal/:vendorId/priority',
    allow('prequal.departmentDecide'),
    route(async (ctx, req) => ctx.services.prequalStaff.setPriority(await ctx.getActor(), String(req.params.vendorId), bodyOf(req).priority)),
  );
  r.patch(
    '/vendor/prequal/:vendorId/submitted-at',
    allow('prequal.editSubmissionDate'),
    route(async (ctx, req) => {
      const body = bodyOf(req);
      return ctx.services.prequalStaff.setSubmittedAt(await ctx.getActor(), String(req.params.vendorId), {
        instance: textOf(body.instance) ?? textOf(req.query.instance),
        submittedAt: body.submittedAt,
      });
    }),
  );
  r.delete(
    '/vendor/prequal',
    allow('prequal.review'),
    route(async (ctx, req) => {
      const body = bodyOf(req);
      const vendorId = textOf(body.vendorId) ?? textOf(req.query.vendorId);
      const instance = textOf(body.instance) ?? textOf(req.query.instance);
      return { deleted: await ctx.services.prequalStaff.deleteForms(await ctx.getActor(), vendorId, instance) };
    }),
  );
  r.put(
    '/vendor/prequal/renewal/:vendorId',
    allow('prequal.review'),
    route(async (ctx, req) => toRestBegunView(await ctx.services.prequalRenewal.startRenewal(await ctx.getActor(), String(req.params.vendorId)))),
  );
  return r;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A query or body text; absent or blank is undefined. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
