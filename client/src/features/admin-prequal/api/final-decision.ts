import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const FINAL_DECISION_MUTATION = graphql(`
  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {
    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {
      ...PrequalRowFields
    }
  }
`);

/** The final review's decision: an approval completes the cycle, IN_PROGRESS returns it to the vendor. */
export function useFinalDecision() {
  return useMutation(FINAL_DECISION_MUTATION, { refetchQueries: ['PrequalList'] });
}
