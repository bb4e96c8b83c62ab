import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A question the admin reviewer flags for the vendor to correct, with a note. */
export type { PrequalFlagInput } from '../../../gql/graphql';

export const ADMIN_REVIEW_MUTATION = graphql(`
  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {
    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {
      ...PrequalRowFields
    }
  }
`);

/** Send to Department Review (approve), or Return to Vendor with a comment and flagged questions. */
export function useAdminReview() {
  return useMutation(ADMIN_REVIEW_MUTATION, { refetchQueries: ['PrequalList'] });
}
