import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { takeEarlyAnswer } from '../../../api/early-answers';
import { getSession } from '../../../api/session';
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
  // On a first visit the counts may already be in the cache, answered a moment ago to index.html's early request
  // (api/early-answers.ts): those are this visit's, not asked for again.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() => (takeEarlyAnswer('Dashboard', {}, getSession()) ? 'cache-first' : 'cache-and-network'));
  return useQuery(DASHBOARD_QUERY, { fetchPolicy, context: { skipGlobalError: true } });
}
