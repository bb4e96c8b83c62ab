import { useMutation } from '@apollo/client/react';
import type { FormCategory } from '../../../gql/graphql';
import { PREQUAL_ROW_FIELDS, type PrequalRow } from './prequal-row';
import { reviewOperation } from './review-operation';

/** A question the admin reviewer flags for the vendor to correct, with a note. */
export interface PrequalFlagInput {
  category: FormCategory;
  path: string;
  note: string;
}

export const ADMIN_REVIEW_MUTATION = reviewOperation<
  { adminReview: PrequalRow },
  { vendorId: string; approve: boolean; commentText?: string | null; flags?: PrequalFlagInput[] | null }
>(`
  mutation AdminReview($vendorId: ID!, $approve: Boolean!, $commentText: String, $flags: [PrequalFlagInput!]) {
    adminReview(vendorId: $vendorId, approve: $approve, commentText: $commentText, flags: $flags) {${PREQUAL_ROW_FIELDS}}
  }
`);

/** Send to Department Review (approve), or Return to Vendor with a comment and flagged questions. */
export function useAdminReview() {
  return useMutation(ADMIN_REVIEW_MUTATION, { refetchQueries: ['PrequalList'] });
}
