import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { DashboardQuery } from '../../../gql/graphql';

export const DASHBOARD_QUERY = graphql(`
  query Dashboard {
    dashboard {
      registration {
        pending
      }
      accountCreation {
        pending
      }
      inProgress {
        pending
      }
      adminReview {
        pending
      }
      safety {
        pending
      }
      safety_lite {
        pending
      }
      financial {
        pending
      }
      legal {
        pending
      }
      finalReview {
        pending
      }
      departments {
        key
        label
        pending
        categories {
          key
          label
          pending
        }
      }
      completed
      renewal
      upcoming11thMonthMark
      expiringDocuments
    }
  }
`);

export type DashboardCounts = DashboardQuery['dashboard'];

/**
 * The status cards' counts; refreshed on each visit, since other staff move companies meanwhile. A
 * failure is said on the page, with a way to try again, rather than in the global Alert.
 */
export function useDashboard() {
  return useQuery(DASHBOARD_QUERY, { fetchPolicy: 'cache-and-network', context: { skipGlobalError: true } });
}
