import type { Request } from 'express';
import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import { ID, Int } from 'type-graphql';
import { z } from 'zod';
import { absentIfNullEach, idInput, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { SortOrderEnum } from '../companies/index.js';
import { DashboardType } from './dashboard.types.js';
import { prequalCsvColumns } from './prequal-list-csv.js';
import { prequalListSchema } from './prequal-list.service.js';
import { PrequalCycleType, PrequalListPageType } from '../prequal/index.js';

/** The list's query, from GraphQL's arguments (null is "not given") or REST's query string. */
const listInput = absentIfNullEach(prequalListSchema);

/** The list's query string as the specification writes it (docs/api/prequal-lists.md): blank is "not given", sortOrder in any case. */
function listQueryOf(req: Request) {
  const q = req.query;
  return {
    status: textOf(q.status),
    finalApprovalStatus: textOf(q.finalApprovalStatus),
    vendorId: textOf(q.vendorId) || undefined,
    search: textOf(q.search) ?? '',
    page: textOf(q.page) || undefined,
    limit: textOf(q.limit) || undefined,
    sortField: textOf(q.sortField) || undefined,
    sortOrder: textOf(q.sortOrder)?.toUpperCase() || undefined,
  };
}

/**
 * What the admins read of the prequalifications (specification section 7, docs/api/prequal-lists.md): the tabs
 * and their CSV, a company's history and the dashboard, the internal roles' (prequal.list). REST answers with the
 * specification's field names. The dashboard's fields beyond the specification are dashboard-fields.resolver.ts's.
 */
export const prequalListsOperations = {
  // The export before its page, as the routes were mounted.
  exportPrequalList: operation({
    access: 'prequal.list',
    description: 'A tab of /admin/prequalification, whole (filtered and sorted as a page is), as a CSV file.',
    input: listInput,
    run: async ({ services, input }) => services.prequalList.exportList(input),
    rest: {
      method: 'get',
      path: '/vendor/prequal-forms/export.csv',
      input: listQueryOf,
      csv: (list) => ({ name: `prequalification-${list.query.status}`, ...list, columns: prequalCsvColumns() }),
    },
  }),

  prequalList: operation({
    access: 'prequal.list',
    description:
      'A tab of /admin/prequalification: the companies of one prequal status (IN_PROGRESS, ADMIN_REVIEW_PENDING, DEPARTMENT_REVIEW_PENDING, FINAL_REVIEW_PENDING, COMPLETED, AWAITING_RENEWAL or RENEWAL for the Renewal tab), each with its newest cycle. ' +
      `finalApprovalStatus (COMPLETED only): all or blank for every one, else ${FINAL_DECISIONS.join(', ')}. sortField: companyName | submittedAt | priority | expiresAt (default submittedAt DESC).`,
    input: listInput,
    run: ({ services, input }) => services.prequalList.list(input),
    graphql: {
      kind: 'query',
      returns: () => PrequalListPageType,
      args: {
        status: arg(() => String),
        finalApprovalStatus: arg(() => String, { nullable: true }),
        search: arg(() => String, { nullable: true }),
        page: arg(() => Int, { nullable: true }),
        limit: arg(() => Int, { nullable: true }),
        sortField: arg(() => String, { nullable: true }),
        sortOrder: arg(() => SortOrderEnum, { nullable: true }),
      },
    },
    rest: { method: 'get', path: '/vendor/prequal-forms', input: listQueryOf, answer: ({ items, total }) => ({ data: items, total }) },
  }),

  prequalHistory: operation({
    access: 'prequal.list',
    description: "A company's Prequal History: every cycle (instance), newest first, with its decisions.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, input }) => services.prequalHistory.history(input.vendorId),
    graphql: { kind: 'query', returns: () => [PrequalCycleType], args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/vendor/:vendorId/prequal-forms' },
  }),

  dashboard: operation({
    access: 'prequal.list',
    description: "The admin dashboard's cards; each number is its tab's total.",
    input: z.object({}),
    run: ({ services }) => services.prequalDashboard.dashboard(),
    graphql: { kind: 'query', returns: () => DashboardType, args: {} },
    // Exactly the specification's shape; the count of expiring documents (beyond it) is GraphQL's field only.
    rest: { method: 'get', path: '/admin/dashboard' },
  }),
};
