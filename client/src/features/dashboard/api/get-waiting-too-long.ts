import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WaitingTooLongQuery } from '../../../gql/graphql';

export const WAITING_TOO_LONG_QUERY = graphql(`
  query WaitingTooLong {
    stalledVendors {
      vendorId
      companyName
      days
    }
    overdueReviews {
      businessDays
      stages {
        key
        label
        count
      }
      reviews {
        vendorId
        stageKey
        businessDays
      }
    }
  }
`);

export type WaitingTooLong = WaitingTooLongQuery;

/**
 * Stalled vendors and overdue reviews, computed by the server at each read (a decision clears its flag at once),
 * so fetched fresh on each visit. A failure only hides the card: the rest of the dashboard stands on its own.
 */
export function useWaitingTooLong(skip: boolean) {
  return useQuery(WAITING_TOO_LONG_QUERY, { skip, fetchPolicy: 'cache-and-network', context: { skipGlobalError: true } });
}
