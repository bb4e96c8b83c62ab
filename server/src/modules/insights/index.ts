import { defineModule } from '../module.js';
import { insightsOperations } from './insights.operations.js';
import { InsightsService } from './insights.service.js';

export type { InsightsService } from './insights.service.js';

declare module '../module.js' {
  interface Services {
    insights: InsightsService;
  }
}

/**
 * Insights: the safety metrics and financial ratios computed from a cycle's answers (common/src/insights), each
 * with its formula and inputs; it owns no table.
 */
export const insightsModule = defineModule({
  name: 'insights',
  operations: insightsOperations,
  services: {
    insights: ({ em, services }) => new InsightsService(em, services.prequalForms),
  },
});
