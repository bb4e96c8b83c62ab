import { useMutation } from '@apollo/client/react';
import type { PrequalPriority } from '@portal/common/domain/statuses';
import { reviewOperation } from './review-operation';

export const SET_PREQUAL_PRIORITY_MUTATION = reviewOperation<
  { setPrequalPriority: { __typename?: 'PrequalListItem'; prequalId: string; priority: PrequalPriority } },
  { vendorId: string; priority: PrequalPriority }
>(`
  mutation SetPrequalPriority($vendorId: ID!, $priority: PrequalPriority!) {
    setPrequalPriority(vendorId: $vendorId, priority: $priority) {
      prequalId
      priority
    }
  }
`);

/** A prequalification's priority in the department review table; the list is asked again to show it. */
export function useSetPrequalPriority() {
  return useMutation(SET_PREQUAL_PRIORITY_MUTATION, { refetchQueries: ['PrequalList'], awaitRefetchQueries: true });
}
