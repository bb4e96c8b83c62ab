import { ID } from 'type-graphql';
import { z } from 'zod';
import { blankAsNull, idInput } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { FinancialRatiosType, SafetyMetricsType } from './insights.types.js';

const input = z.object({ vendorId: idInput, instance: z.preprocess(blankAsNull, z.string().nullish()) });
const args = { vendorId: arg(() => ID), instance: arg(() => String, { nullable: true }) };

/**
 * Computed safety metrics and financial ratios of a company's cycle (docs/insights.md): read with the permission
 * that reads the answers they come from (vendors: their own company's only, which the service holds them to).
 */
export const insightsOperations = {
  safetyMetrics: operation({
    access: 'prequal.read',
    description:
      "TRIR, DART and LTIR per year, the EMR, their trends, the typed-rate check and the industry average, from the company's newest (or the named) cycle's safety answers.",
    input,
    run: ({ services, actor, input }) => services.insights.safetyMetrics(actor, input),
    graphql: { kind: 'query', returns: () => SafetyMetricsType, args },
    rest: { method: 'get', path: '/companies/:vendorId/insights/safety' },
  }),

  financialRatios: operation({
    // The financial form's answers are behind prequal.financials.read; the ratios computed from them are too.
    access: 'prequal.financials.read',
    description:
      "Current ratio, working capital, debt to equity, the revenue trend and backlog to bonding capacity, from the company's newest (or the named) cycle's financial answers.",
    input,
    run: ({ services, actor, input }) => services.insights.financialRatios(actor, input),
    graphql: { kind: 'query', returns: () => FinancialRatiosType, args },
    rest: { method: 'get', path: '/companies/:vendorId/insights/financials' },
  }),
};
