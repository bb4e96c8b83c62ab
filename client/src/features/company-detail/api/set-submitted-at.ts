import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_CYCLE_SUBMITTED_AT_MUTATION = graphql(`
  mutation SetCycleSubmittedAt($vendorId: ID!, $instance: String!, $submittedAt: DateTimeISO!) {
    setPrequalSubmittedAt(vendorId: $vendorId, instance: $instance, submittedAt: $submittedAt) {
      prequalId
      instance
      submittedAt
    }
  }
`);

/**
 * Changes a cycle's submitted date; the history is read again. Its failures are shown by the caller (the
 * server's words, or the specification's own generic sentence), not by the global error link.
 */
export function useSetCycleSubmittedAt() {
  return useMutation(SET_CYCLE_SUBMITTED_AT_MUTATION, { context: { skipGlobalError: true }, refetchQueries: ['CompanyPrequalHistory'] });
}
