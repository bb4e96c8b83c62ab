import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SafetyMetricsQuery } from '../../../gql/graphql';

export const SAFETY_METRICS_QUERY = graphql(`
  query SafetyMetrics($vendorId: ID!) {
    safetyMetrics(vendorId: $vendorId) {
      vendorId
      instance
      category
      naics
      tolerance
      years {
        year
        label
        hoursWorked
        recordableCases
        daysAwayCases
        restrictedCases
        fatalities
        warnings
        trir {
          ...MetricFields
        }
        dart {
          ...MetricFields
        }
        ltir {
          ...MetricFields
        }
        emr {
          ...MetricFields
        }
        typedTrir {
          key
          typed
          computed
          differs
          message
        }
        typedDart {
          key
          typed
          computed
          differs
          message
        }
      }
      trends {
        name
        direction
        explanation
      }
      industry {
        naics
        companyNaics
        industry
        trir
        dart
        figures {
          rate
          value
          naics
          industry
          year
          url
        }
        source {
          name
          url
          year
        }
      }
    }
  }
`);

export type SafetyMetrics = SafetyMetricsQuery['safetyMetrics'];
export type SafetyYear = SafetyMetrics['years'][number];

/** The company's computed safety metrics (its newest cycle); a help to the reviewer, so its errors stay quiet. */
export function useSafetyMetrics(vendorId: string) {
  return useQuery(SAFETY_METRICS_QUERY, { variables: { vendorId }, fetchPolicy: 'network-only', context: { skipGlobalError: true } });
}
