import { DEPARTMENT_STATUSES, type DepartmentStatus } from '@portal/common/domain/statuses';
import { departments, inWords, isFormCategory } from '@portal/common/domain/categories';
import { Router, type Request } from 'express';
import { AppError } from '../../errors.js';
import { allow } from '../../rest/allow.js';
import { route } from '../../rest/http.js';
import type { FormCategory } from '../forms/index.js';
import { type DepartmentTab, departmentTabOf } from '../prequal/index.js';

/**
 * REST facade of the review pipeline's decisions (specification section 7; contract in
 * docs/api/prequal-review.md). Ids in the paths are the company's. Each answers the cycle's row, with the
 * field names of GET /vendor/prequal-forms.
 *
 * PATCH|PUT .../prequal-status serves two calls: with `?mode=all` the overall status (admin or final review,
 * prequal.review, checked by the service), without it one category's department decision. The route
 * declares the wider of the two, prequal.departmentDecide.
 */
export function prequalReviewRoutes(): Router {
  const r = Router();
  const prequalStatus = route(async (ctx, req) => {
    const body = bodyOf(req);
    const actor = await ctx.getActor();
    const vendorId = String(req.params.vendorId);
    if (textOf(req.query.mode)?.toLowerCase() === 'all') {
      return ctx.services.prequalReview.overallStatus(actor, vendorId, requiredText(body.status, 'status'), nullableText(body.commentText));
    }
    return ctx.services.prequalReview.departmentDecision(actor, vendorId, {
      category: categoryOf(body.category),
      status: departmentStatusOf(body.status),
      mitigationPlan: body.mitigationPlan,
      commentText: body.commentText,
      aggregateLimit: body.aggregateLimit,
      singleLimit: body.singleLimit,
      bondingLimit: body.bondingLimit,
    });
  });
  r.patch('/vendor/prequal/:vendorId/prequal-status', allow('prequal.departmentDecide'), prequalStatus);
  r.put('/vendor/prequal/:vendorId/prequal-status', allow('prequal.departmentDecide'), prequalStatus);
  r.patch(
    '/vendor/prequal/:vendorId/department-statuses',
    allow('prequal.departmentDecide'),
    route(async (ctx, req) =>
      ctx.services.prequalReview.departmentStatuses(await ctx.getActor(), String(req.params.vendorId), statusesOf(bodyOf(req).statuses), {
        fromCompanyDetails: textOf(req.query.fromCompanyDetails) === 'true',
      }),
    ),
  );
  r.patch(
    '/vendor/prequal/:vendorId/financial-limits',
    allow('prequal.departmentDecide'),
    route(async (ctx, req) => {
      const body = bodyOf(req);
      return ctx.services.prequalReview.setFinancialLimits(await ctx.getActor(), String(req.params.vendorId), {
        singleLimit: body.single_limit,
        bondingLimit: body.bonding_limit,
        aggregateLimit: body.aggregate_limit,
      });
    }),
  );
  r.patch(
    '/vendor/prequal/:vendorId/mitigation-plans',
    allow('prequal.departmentDecide'),
    route(async (ctx, req) => ctx.services.prequalReview.setMitigationPlans(await ctx.getActor(), String(req.params.vendorId), bodyOf(req).mitigationPlans)),
  );
  return r;
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function requiredText(value: unknown, field: string): string {
  const text = textOf(value)?.toUpperCase();
  if (!text) throw AppError.badInput(`${field} is required`, { [field]: `${field} is required` });
  return text;
}

/** "category must be SAFETY, FINANCIAL or LEGAL": the registry's departments (SAFETY_LITE is accepted too). */
const categoryMessage = () => `category must be ${inWords(departments().map((d) => d.key))}`;

function categoryOf(value: unknown): FormCategory {
  const category = textOf(value)?.toUpperCase();
  if (!category || !isFormCategory(category)) throw AppError.badInput(categoryMessage(), { category: categoryMessage() });
  return category as FormCategory;
}

const STATUS_MESSAGE = `status must be one of ${DEPARTMENT_STATUSES.filter((s) => s !== 'DEPARTMENT_PENDING').join(', ')}`;

function departmentStatusOf(value: unknown): DepartmentStatus {
  const status = textOf(value)?.toUpperCase();
  if (!status || status === 'DEPARTMENT_PENDING' || !(DEPARTMENT_STATUSES as readonly string[]).includes(status)) {
    throw AppError.badInput(STATUS_MESSAGE, { status: STATUS_MESSAGE });
  }
  return status as DepartmentStatus;
}

const statusesMessage = () =>
  `statuses must be { ${departments()
    .map((d) => d.key)
    .join(', ')} }, each one of ${DEPARTMENT_STATUSES.join(', ')}`;

/** { SAFETY, FINANCIAL, LEGAL } (SAFETY_LITE names the safety tab too); DEPARTMENT_PENDING or null leaves a category as it is. */
function statusesOf(raw: unknown): Partial<Record<DepartmentTab, DepartmentStatus>> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw AppError.badInput(statusesMessage(), { statuses: statusesMessage() });
  const out: Partial<Record<DepartmentTab, DepartmentStatus>> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const category = key.toUpperCase();
    if (!isFormCategory(category)) throw AppError.badInput(statusesMessage(), { statuses: statusesMessage() });
    if (value === null || value === undefined || value === '' || value === 'DEPARTMENT_PENDING') continue;
    const status = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (!(DEPARTMENT_STATUSES as readonly string[]).includes(status)) throw AppError.badInput(statusesMessage(), { statuses: statusesMessage() });
    out[departmentTabOf(category as FormCategory)] = status as DepartmentStatus;
  }
  return out;
}
