import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FinancialRatiosQuery } from '../../../gql/graphql';

export const FINANCIAL_RATIOS_QUERY = graphql(`
  query FinancialRatios($vendorId: ID!) {
    financialRatios(vendorId: $vendorId) {
      vendorId
      instance
      currentRatio {
        ...MetricFields
      }
      workingCapital {
        ...MetricFields
      }
      debtToEquity {
        ...MetricFields
      }
      backlogToBonding {
        ...MetricFields
      }
      revenue {
        ...MetricFields
      }
      revenueTrend {
        name
        direction
        explanation
      }
    }
  }
`);

export type FinancialRatios = FinancialRatiosQuery['financialRatios'];

/** The company's computed financial ratios (its newest cycle); a help beside the suggested limits, so its errors stay quiet. */
export function useFinancialRatios(vendorId: string) {
  return useQuery(FINANCIAL_RATIOS_QUERY, { variables: { vendorId }, fetchPolicy: 'network-only', context: { skipGlobalError: true } });
}
