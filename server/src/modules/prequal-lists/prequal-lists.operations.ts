import { FINAL_DECISIONS } from '@portal/common/domain/statuses';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput } from '../../operations/input.js';
import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { arg, operation } from '../../operations/operation.js';
import { PrequalCycleType, type PrequalListItemType } from '../prequal/index.js';
import { DashboardType } from './dashboard.types.js';
import { hasReviewClock, PREQUAL_LIST } from './prequal-list.js';
import { prequalListSchema } from './prequal-list.service.js';
import { PrequalListOptions, PrequalListPageType } from './prequal-list.types.js';

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
    input: prequalListSchema,
    run: async ({ services, input }) => services.prequalList.exportList(input),
    rest: listCsvBinding(PREQUAL_LIST, '/vendor/prequal-forms/export.csv'),
  }),

  prequalList: operation({
    access: 'prequal.list',
    description:
      'A tab of /admin/prequalification: the companies of one prequal status (IN_PROGRESS, ADMIN_REVIEW_PENDING, DEPARTMENT_REVIEW_PENDING, FINAL_REVIEW_PENDING, COMPLETED, AWAITING_RENEWAL or RENEWAL for the Renewal tab), each with its newest cycle; without status, every company that has begun one. ' +
      `finalApprovalStatus (COMPLETED only): all or blank for every one, else ${FINAL_DECISIONS.join(', ')}. sortField: companyName | submittedAt | priority | expiresAt (default submittedAt DESC).`,
    input: prequalListSchema,
    // The overdue setting, read by the reminders (the same permission, prequal.list): a review tab's overdue rows come
    // first. Read for a review tab only: the other tabs keep their statements to the actor, the total and the page.
    run: async ({ services, actor, input }) =>
      services.prequalList.list(input, hasReviewClock(input.status) ? await services.prequalReminders.overdueBusinessDays(actor) : null),
    graphql: listQueryBinding(PrequalListOptions, PrequalListPageType),
    // The specification's answer: data, total.
    rest: listRestBinding(PREQUAL_LIST, '/vendor/prequal-forms', ({ items, totalCount }: ListPageResult<PrequalListItemType>) => ({ data: items, total: totalCount })),
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
