import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const VENDOR_RETURN_NOTICE_QUERY = graphql(`
  query VendorReturnNotice($vendorId: ID) {
    prequalForms(vendorId: $vendorId) {
      vendorId
      instance
      returned {
        comment
        questions {
          tab
          form
          question
          path
          note
        }
      }
    }
  }
`);

/**
 * Why the company's forms came back (the reviewer's comment and the flagged questions), asked only while its
 * prequalification is in progress: `returned` is null unless it was returned. A failure leaves the overview as
 * it is (no alert): the notice is extra to the status, which the overview shows anyway.
 */
export function useReturnNotice(vendorId: string | null | undefined, inProgress: boolean) {
  return useQuery(VENDOR_RETURN_NOTICE_QUERY, {
    variables: { vendorId: vendorId ?? null },
    skip: !vendorId || !inProgress,
    fetchPolicy: 'cache-and-network',
    context: { skipGlobalError: true },
  });
}
