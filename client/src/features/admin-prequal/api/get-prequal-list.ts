import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SortOrder } from '../../../gql/graphql';

export interface PrequalListVariables extends Record<string, unknown> {
  status: string;
  finalApprovalStatus?: string | null;
  search?: string | null;
  page: number;
  limit: number;
  sortField?: string | null;
  sortOrder?: SortOrder | null;
}

export const PREQUAL_LIST_QUERY = graphql(`
  query PrequalList($options: PrequalListOptions) {
    prequalList(options: $options) {
      totalCount
      items {
        ...PrequalRowFields
      }
    }
  }
`);

/** One page of the companies at a prequal status (GET /vendor/prequal-forms). */
export function usePrequalList({ search, finalApprovalStatus, ...variables }: PrequalListVariables) {
  return useQuery(PREQUAL_LIST_QUERY, {
    // 'all' or nothing means no filter; a blank search is no search.
    variables: {
      options: { ...variables, search: search || null, finalApprovalStatus: finalApprovalStatus && finalApprovalStatus !== 'all' ? finalApprovalStatus : null },
    },
    // The lists change under other reviewers' hands; show what the server has now.
    fetchPolicy: 'cache-and-network',
  });
}
