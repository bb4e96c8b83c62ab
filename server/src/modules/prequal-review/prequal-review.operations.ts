import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import type { Request, RequestHandler } from 'express';
import { GraphQLJSON } from 'graphql-scalars';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { bodyOf, idInput, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import type { FormCategory } from '../forms/index.js';
import { FinalDecisionEnum, PrequalListItemType } from '../prequal/index.js';
import { categoryInput, departmentDecisionStatus, departmentStatusesInput, overallStatusInput } from './prequal-review.inputs.js';
import { DepartmentDecisionInput, PrequalFlagInput } from './prequal-review.types.js';

/** The path's company id over the JSON body. */
const withVendorId = (req: Request) => ({ ...bodyOf(req), vendorId: String(req.params.vendorId) });

/**
 * PATCH|PUT .../prequal-status serves two operations: with `?mode=all` the overall status (prequal.review),
 * without it one category's department decision (prequal.departmentDecide). The overall status's routes come
 * first and pass any other request on to the department decision's.
 */
const modeAll: RequestHandler = (req, _res, next) => next(textOf(req.query.mode)?.trim().toLowerCase() === 'all' ? undefined : 'route');
const onPrequalStatus = (rest: { match?: RequestHandler; input: (req: Request) => unknown }) =>
  (['patch', 'put'] as const).map((method) => ({ method, path: '/vendor/prequal/:vendorId/prequal-status', ...rest }));

const commentInput = z.string().nullish();

const departmentDecisionInput = z.object({
  vendorId: idInput,
  category: categoryInput,
  status: departmentDecisionStatus,
  mitigationPlan: z.unknown().optional(),
  commentText: z.unknown().optional(),
  aggregateLimit: z.unknown().optional(),
  singleLimit: z.unknown().optional(),
  bondingLimit: z.unknown().optional(),
});

/**
 * The review pipeline's decisions (specification section 7; REST contract in docs/api/prequal-review.md): admin
 * review, each department's decision, the final decision, the limits and plans. Ids are the company's; each
 * answers the cycle's row, with the field names of GET /vendor/prequal-forms. The rules live in the service.
 */
export const prequalReviewOperations = {
  adminReview: operation({
    access: 'prequal.review',
    description:
      'Admin review: approve sends the cycle to DEPARTMENT_REVIEW_PENDING; a return (approve false) needs commentText and may flag questions; the forms reopen for the vendor.',
    input: z.object({
      vendorId: idInput,
      approve: z.boolean(),
      commentText: commentInput,
      flags: z.array(z.object({ category: z.custom<FormCategory>((v) => typeof v === 'string'), path: z.string(), note: z.string() })).nullish(),
    }),
    run: ({ services, actor, input: { vendorId, approve, commentText, flags } }) =>
      services.prequalReview.adminReview(actor, vendorId, { approve, commentText, flags: flags ?? undefined }),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalListItemType,
      args: {
        vendorId: arg(() => ID),
        approve: arg(() => Boolean),
        commentText: arg(() => String, { nullable: true }),
        flags: arg(() => [PrequalFlagInput], { nullable: true }),
      },
    },
  }),

  // Before departmentDecision: its routes share the path, and these pass the request on unless ?mode=all.
  overallStatus: operation({
    access: 'prequal.review',
    description:
      'The overall status (?mode=all): DEPARTMENT_REVIEW_PENDING approves the admin review, a FINAL_* decision (or REJECTED) is the final decision, IN_PROGRESS returns the cycle to the vendor.',
    input: z.object({
      vendorId: idInput,
      status: overallStatusInput,
      commentText: z.preprocess((v) => (typeof v === 'string' ? v : null), z.string().nullable()),
    }),
    run: ({ services, actor, input }) => services.prequalReview.overallStatus(actor, input.vendorId, input.status, input.commentText),
    rest: onPrequalStatus({ match: modeAll, input: withVendorId }),
  }),

  departmentDecision: operation({
    access: 'prequal.departmentDecide',
    description: "One category's department decision (final once made); the third category decided moves the cycle to FINAL_REVIEW_PENDING.",
    input: departmentDecisionInput,
    run: ({ services, actor, input: { vendorId, ...decision } }) => services.prequalReview.departmentDecision(actor, vendorId, decision),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalListItemType,
      args: { vendorId: arg(() => ID), input: arg(() => DepartmentDecisionInput) },
      input: (a) => ({ ...(a.input as object), vendorId: a.vendorId }),
    },
    rest: onPrequalStatus({ input: withVendorId }),
  }),

  departmentStatuses: operation({
    access: 'prequal.departmentDecide',
    description:
      "Several categories' decisions at once, each from the form's saved plan, comment and limits; a category named with its current decision is left as it is.",
    input: z.object({
      vendorId: idInput,
      statuses: departmentStatusesInput,
      fromCompanyDetails: z.preprocess((v) => textOf(v)?.trim() === 'true', z.boolean()),
    }),
    run: ({ services, actor, input }) =>
      services.prequalReview.departmentStatuses(actor, input.vendorId, input.statuses, { fromCompanyDetails: input.fromCompanyDetails }),
    rest: {
      method: 'patch',
      path: '/vendor/prequal/:vendorId/department-statuses',
      input: (req) => ({ vendorId: String(req.params.vendorId), statuses: bodyOf(req).statuses, fromCompanyDetails: req.query.fromCompanyDetails }),
    },
  }),

  finalDecision: operation({
    access: 'prequal.review',
    description:
      'The final decision: FINAL_APPROVED* complete the cycle (expiring a year later); FINAL_REJECTED completes it without expiry; IN_PROGRESS returns it to the vendor. Rejection and return need commentText.',
    input: z.object({ vendorId: idInput, status: z.enum(FINAL_DECISIONS), commentText: commentInput }),
    run: ({ services, actor, input }) => services.prequalReview.finalDecision(actor, input.vendorId, input.status, input.commentText),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalListItemType,
      args: { vendorId: arg(() => ID), status: arg(() => FinalDecisionEnum), commentText: arg(() => String, { nullable: true }) },
    },
  }),

  setFinancialLimits: operation({
    access: 'prequal.departmentDecide',
    description: "The financial category's three limits, exact money (department review or final review).",
    // Each limit is checked as money by the service's rules, whose field errors name it.
    input: z.object({ vendorId: idInput, singleLimit: z.unknown().optional(), bondingLimit: z.unknown().optional(), aggregateLimit: z.unknown().optional() }),
    run: ({ services, actor, input: { vendorId, ...limits } }) => services.prequalReview.setFinancialLimits(actor, vendorId, limits),
    graphql: {
      kind: 'mutation',
      returns: () => PrequalListItemType,
      args: { vendorId: arg(() => ID), singleLimit: arg(() => String), bondingLimit: arg(() => String), aggregateLimit: arg(() => String) },
    },
    rest: {
      method: 'patch',
      path: '/vendor/prequal/:vendorId/financial-limits',
      input: (req) => {
        const body = bodyOf(req);
        return { vendorId: String(req.params.vendorId), singleLimit: body.single_limit, bondingLimit: body.bonding_limit, aggregateLimit: body.aggregate_limit };
      },
    },
  }),

  setMitigationPlans: operation({
    access: 'prequal.departmentDecide',
    description: 'Mitigation plans by tab: { SAFETY, FINANCIAL, LEGAL } (each a text or null); tabs not named are kept.',
    // The plans are checked tab by tab by the service (limits-and-plans.ts).
    input: z.object({ vendorId: idInput, plans: z.unknown().optional() }),
    run: ({ services, actor, input }) => services.prequalReview.setMitigationPlans(actor, input.vendorId, input.plans),
    graphql: { kind: 'mutation', returns: () => PrequalListItemType, args: { vendorId: arg(() => ID), plans: arg(() => GraphQLJSON) } },
    rest: {
      method: 'patch',
      path: '/vendor/prequal/:vendorId/mitigation-plans',
      input: (req) => ({ vendorId: String(req.params.vendorId), plans: bodyOf(req).mitigationPlans }),
    },
  }),
};
