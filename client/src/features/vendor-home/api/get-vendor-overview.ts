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

/** The company's prequalification status, for the overview's action. Shown from the cache at once and refreshed. */
export function useVendorOverview(vendorId: string | null | undefined) {
  return useQuery(VENDOR_OVERVIEW_QUERY, {
    variables: { vendorId: vendorId ?? '' },
    skip: !vendorId,
    fetchPolicy: 'cache-and-network',
  });
}
