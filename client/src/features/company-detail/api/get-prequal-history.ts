import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyPrequalHistoryQuery } from '../../../gql/graphql';

export const COMPANY_PREQUAL_HISTORY_QUERY = graphql(`
  query CompanyPrequalHistory($vendorId: ID!) {
    prequalHistory(vendorId: $vendorId) {
      prequalId
      vendorId
      instance
      year
      month
      prequalStatus
      finalStatus
      commentText
      submittedAt
      expiresAt
      categoryStatuses {
        formId
        category
        status
        mitigationPlan
        commentText
        aggregateLimit
        singleLimit
        bondingLimit
        decidedAt
        decidedByName
      }
    }
  }
`);

export type PrequalCycle = CompanyPrequalHistoryQuery['prequalHistory'][number];
export type CycleDecision = PrequalCycle['categoryStatuses'][number];

/** Every cycle of the company, newest first (as the server answers), with its decisions. */
export function useCompanyPrequalHistory(vendorId: string) {
  return useQuery(COMPANY_PREQUAL_HISTORY_QUERY, { variables: { vendorId } });
}
