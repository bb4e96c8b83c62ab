import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WaitingTooLongQuery } from '../../../gql/graphql';

export const WAITING_TOO_LONG_QUERY = graphql(`
  query WaitingTooLong($page: Int, $limit: Int) {
    stalledVendors {
      vendorId
      companyName
      days
    }
    overdueReviews(page: $page, limit: $limit) {
      businessDays
      totalCount
      stages {
        key
        label
        count
        longest
      }
      reviews {
        vendorId
        companyName
        instance
        stageKey
        stageLabel
        businessDays
      }
    }
  }
`);

export type WaitingTooLong = WaitingTooLongQuery;
export type OverdueReviewRow = WaitingTooLongQuery['overdueReviews']['reviews'][number];

/**
 * Stalled vendors, the overdue reviews' counts per stage and one page of the overdue reviews (paged in PostgreSQL),
 * computed by the server at each read (a decision clears its flag at once), so fetched fresh on each visit. A failure
 * only hides the card: the rest of the dashboard stands on its own.
 */
export function useWaitingTooLong(skip: boolean, paging: { page: number; limit: number }) {
  return useQuery(WAITING_TOO_LONG_QUERY, {
    skip,
    variables: paging,
    fetchPolicy: 'cache-and-network',
    context: { skipGlobalError: true },
  });
}
