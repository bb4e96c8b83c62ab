import { Int } from 'type-graphql';
import { SETTINGS } from '@portal/common/settings/registry';
import { z } from 'zod';
import { pagingInput, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { OverdueReviewsType, StalledVendorType } from './prequal-reminders.types.js';

/** What waits unnoticed, for the dashboard: the companies that stall, the overdue reviews, and the overdue setting (docs/reminders.md). */
export const prequalRemindersOperations = {
  stalledVendors: operation({
    access: 'prequal.list',
    description: 'Companies whose prequalification forms have waited unsubmitted 7 days or more (since the cycle began or its last return), longest first.',
    input: z.object({}),
    run: ({ services, actor }) => services.prequalReminders.stalled(actor),
    graphql: { kind: 'query', returns: () => [StalledVendorType], args: {} },
    rest: { method: 'get', path: '/admin/stalled-vendors' },
  }),

  overdueReviews: operation({
    access: 'prequal.list',
    description:
      'Reviews (admin, each department, final) waiting more business days (Monday to Friday) than the setting: counts and the longest wait per stage, and one page of the reviews (page from 1, limit default 25), longest first, with their total.',
    input: z.object(pagingInput),
    run: ({ services, actor, input }) => services.prequalReminders.overdue(actor, input),
    graphql: { kind: 'query', returns: () => OverdueReviewsType, args: { page: arg(() => Int, { nullable: true }), limit: arg(() => Int, { nullable: true }) } },
    rest: { method: 'get', path: '/admin/overdue-reviews', input: (req) => ({ page: textOf(req.query.page), limit: textOf(req.query.limit) }) },
  }),

  setOverdueReviewDays: operation({
    access: SETTINGS['overdue-review-business-days'].write,
    description: 'Sets after how many business days (1 to 60) a waiting review is overdue. Answers the value.',
    input: z.object({ businessDays: z.number() }),
    run: ({ services, actor, input }) => services.prequalReminders.setOverdueBusinessDays(actor, input.businessDays),
    graphql: { kind: 'mutation', returns: () => Int, args: { businessDays: arg(() => Int) } },
    rest: { method: 'put', path: '/admin/reminder-settings/overdue-review-days' },
  }),
};
