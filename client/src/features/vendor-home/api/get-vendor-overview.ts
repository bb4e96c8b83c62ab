import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { takeEarlyAnswer } from '../../../api/early-answers';
import { getSession } from '../../../api/session';
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
  // On a first visit the status may already be in the cache, answered a moment ago to index.html's early request
  // (api/early-answers.ts): that is this visit's, not asked for again.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    vendorId && takeEarlyAnswer('VendorOverview', { vendorId }, getSession()) ? 'cache-first' : 'cache-and-network',
  );
  return useQuery(VENDOR_OVERVIEW_QUERY, {
    variables: { vendorId: vendorId ?? '' },
    skip: !vendorId,
    fetchPolicy,
    context: { skipGlobalError: true },
  });
}
