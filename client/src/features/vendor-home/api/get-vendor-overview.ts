import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const VENDOR_OVERVIEW_QUERY = graphql(`
  query VendorOverview($vendorId: ID!) {
    registration(vendorId: $vendorId) {
      vendorId
      prequalStatus
      noOfEmployees
    }
  }
`);

/**
 * The company's prequalification status, for the overview's action. Shown from the cache at once and
 * refreshed. A failure is shown on the overview itself (with a way to try again), not as an alert: the
 * welcome page stays usable without it.
 */
export function useVendorOverview(vendorId: string | null | undefined) {
  return useQuery(VENDOR_OVERVIEW_QUERY, {
    variables: { vendorId: vendorId ?? '' },
    skip: !vendorId,
    fetchPolicy: 'cache-and-network',
    context: { skipGlobalError: true },
  });
}
