import { useMutation } from '@apollo/client/react';
import type { FinalDecision } from '@portal/common/domain/statuses';
import { PREQUAL_ROW_FIELDS, type PrequalRow } from './prequal-row';
import { reviewOperation } from './review-operation';

export const FINAL_DECISION_MUTATION = reviewOperation<{ finalDecision: PrequalRow }, { vendorId: string; status: FinalDecision; commentText?: string | null }>(`
  mutation FinalDecision($vendorId: ID!, $status: FinalDecision!, $commentText: String) {
    finalDecision(vendorId: $vendorId, status: $status, commentText: $commentText) {${PREQUAL_ROW_FIELDS}}
  }
`);

/** The final review's decision: an approval completes the cycle, IN_PROGRESS returns it to the vendor. */
export function useFinalDecision() {
  return useMutation(FINAL_DECISION_MUTATION, { refetchQueries: ['PrequalList'] });
}
