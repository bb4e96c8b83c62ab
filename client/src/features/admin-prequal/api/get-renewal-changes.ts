import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RenewalChangesQuery } from '../../../gql/graphql';

export const RENEWAL_CHANGES_QUERY = graphql(`
  query RenewalChanges($vendorId: ID!) {
    renewalChanges(vendorId: $vendorId) {
      previousInstance
      categories {
        category
        categoryChanged
        changed
        questions {
          path
          label
          before
          after
        }
        previousDecision {
          formId
          status
          aggregateLimit
          singleLimit
          bondingLimit
        }
      }
    }
  }
`);

export type RenewalChanges = RenewalChangesQuery['renewalChanges'];
export type RenewalCategoryChanges = RenewalChanges['categories'][number];

/**
 * What changed in the company's newest cycle since the cycle it renews (one request per dialog, shared by
 * its tabs and buttons). Not being able to show it never stands in the reviewer's way: its errors are quiet.
 */
export function useRenewalChanges(vendorId: string) {
  return useQuery(RENEWAL_CHANGES_QUERY, { variables: { vendorId }, fetchPolicy: 'cache-first', context: { skipGlobalError: true } });
}
