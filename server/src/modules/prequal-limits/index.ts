import { defineModule } from '../module.js';
import { LimitRule } from './limit-rule.entity.js';
import { prequalLimitsOperations } from './prequal-limits.operations.js';
import { PrequalLimitsService } from './prequal-limits.service.js';

export { DEFAULT_LIMIT_RULES } from './limit-rules.js';
export { recordSuggestion, type PrequalLimitsService } from './prequal-limits.service.js';

declare module '../module.js' {
  interface Services {
    prequalLimits: PrequalLimitsService;
  }
}

/**
 * The financial limits a department is shown before it decides: the admins' limit rules (`limit_rule`) and the
 * limits they suggest from a cycle's financial answers, each with its explanation.
 */
export const prequalLimitsModule = defineModule({
  name: 'prequal-limits',
  entities: [LimitRule],
  operations: prequalLimitsOperations,
  services: {
    prequalLimits: ({ em }) => new PrequalLimitsService(em),
  },
});
