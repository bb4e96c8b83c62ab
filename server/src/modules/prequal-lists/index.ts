import { defineModule } from '../module.js';
import { DashboardFieldsResolver } from './dashboard-fields.resolver.js';
import { PrequalDashboardService } from './prequal-dashboard.service.js';
import { PrequalHistoryService } from './prequal-history.service.js';
import { PrequalListService } from './prequal-list.service.js';
import { prequalListsOperations } from './prequal-lists.operations.js';

export type { Dashboard, PrequalDashboardService } from './prequal-dashboard.service.js';
export type { PrequalHistoryService } from './prequal-history.service.js';
export type { PrequalListService } from './prequal-list.service.js';
/** The review tabs' clocks and overdue condition, which the dashboard's overdue counts and the weekday job apply too. */
export { overdueCondition, REVIEW_CLOCKS } from './prequal-list.js';

declare module '../module.js' {
  interface Services {
    prequalList: PrequalListService;
    prequalHistory: PrequalHistoryService;
    prequalDashboard: PrequalDashboardService;
  }
}

/**
 * What the admins read of the prequalifications: the prequal list and its tabs (over `prequal_list`, the
 * projection the database keeps by triggers), a company's cycle history, and the dashboard's counts.
 */
export const prequalListsModule = defineModule({
  name: 'prequal-lists',
  operations: prequalListsOperations,
  // By hand beside the table: the dashboard's fields beyond the specification, each read only when a query asks for
  // it. They are field resolvers of the Dashboard type, which a row (a query or a mutation) does not declare.
  resolvers: [DashboardFieldsResolver],
  services: {
    prequalList: ({ em }) => new PrequalListService(em),
    prequalHistory: ({ em }) => new PrequalHistoryService(em),
    prequalDashboard: ({ em }) => new PrequalDashboardService(em),
  },
});
