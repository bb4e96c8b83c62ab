import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CrmOpportunitiesQuery, SortOrder } from '../../../gql/graphql';

export const CRM_OPPORTUNITIES_QUERY = graphql(`
  query CrmOpportunities($options: CrmOpportunitiesListOptions) {
    crmOpportunities(options: $options) {
      totalCount
      skiptoken
      items {
        opportunityId
        projectNumber
        projectName
        projectStage
        projectVolume
        startDate
        endDate
        imported
      }
    }
  }
`);

export type OpportunityRow = CrmOpportunitiesQuery['crmOpportunities']['items'][number];

export interface OpportunitiesVariables {
  limit: number;
  search: string;
  sortField: string | null;
  sortOrder: SortOrder | null;
  /** The CRM's token of the page (null: the first page). */
  skiptoken: string | null;
}

/** A page of the CRM's opportunities (POST /dynamic365/projects), paged by the CRM's skip token. */
export function useCrmOpportunities({ search, ...variables }: OpportunitiesVariables) {
  return useQuery(CRM_OPPORTUNITIES_QUERY, {
    variables: { options: { ...variables, search: search || null } },
    // The CRM changes outside the portal, and imports mark rows: never a stale page.
    fetchPolicy: 'network-only',
  });
}
