import { ID } from 'type-graphql';
import { z } from 'zod';
import { idInput, objectOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { LimitRuleInputType, LimitRuleType, SuggestedLimitsType } from './prequal-limits.types.js';

/** REST answers the rules wrapped (`{ rules }`); GraphQL answers the list. */
const wrapped = (rules: unknown) => ({ rules });

/**
 * Suggested limits, explained, and the limit rules behind them (beyond the specification; docs/api/prequal-insights.md).
 * The rules are checked one by one in the service (prequal-limits.service.ts), whose field errors name the rule and
 * its field (`rules.2.multiplier`), so the input passes them through as they came.
 */
export const prequalLimitsOperations = {
  suggestedLimits: operation({
    access: 'prequal.departmentDecide',
    description: "Suggested limits, explained, from the company's current cycle's financial answers.",
    input: z.object({ vendorId: idInput }),
    run: ({ services, actor, input }) => services.prequalLimits.suggestedLimits(actor, input.vendorId),
    graphql: { kind: 'query', returns: () => SuggestedLimitsType, args: { vendorId: arg(() => ID) } },
    rest: { method: 'get', path: '/vendor/prequal/:vendorId/suggested-limits' },
  }),

  limitRules: operation({
    access: 'limits.rules',
    description: 'The rules suggesting financial limits, in order.',
    input: z.object({}),
    run: ({ services, actor }) => services.prequalLimits.limitRules(actor),
    graphql: { kind: 'query', returns: () => [LimitRuleType], args: {} },
    rest: { method: 'get', path: '/admin/limit-rules', answer: wrapped },
  }),

  saveLimitRules: operation({
    access: 'limits.rules',
    description: 'Replaces every limit rule by these, in this order.',
    input: z.object({ rules: z.unknown() }),
    run: ({ services, actor, input }) => services.prequalLimits.saveLimitRules(actor, input.rules),
    graphql: { kind: 'mutation', returns: () => [LimitRuleType], args: { rules: arg(() => [LimitRuleInputType]) } },
    rest: { method: 'put', path: '/admin/limit-rules', input: (req) => ({ rules: objectOf(req.body).rules }), answer: wrapped },
  }),
};
