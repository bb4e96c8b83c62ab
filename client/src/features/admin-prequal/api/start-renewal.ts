import { useMutation } from '@apollo/client/react';
import { reviewOperation } from './review-operation';

export const START_RENEWAL_MUTATION = reviewOperation<{ startRenewal: { __typename?: 'PrequalFormSet'; instance: string } }, { vendorId: string }>(`
  mutation StartRenewal($vendorId: ID!) {
    startRenewal(vendorId: $vendorId) {
      instance
    }
  }
`);

/** Begin Prequal Workflow: a new cycle in progress, pre-filled from the last completed one. */
export function useStartRenewal() {
  return useMutation(START_RENEWAL_MUTATION, { refetchQueries: ['PrequalList'] });
}
