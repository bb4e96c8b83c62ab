import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const START_RENEWAL_MUTATION = graphql(`
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
