import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_PREQUAL_PRIORITY_MUTATION = graphql(`
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
