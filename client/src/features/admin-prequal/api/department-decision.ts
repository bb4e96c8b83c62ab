import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DEPARTMENT_DECISION_MUTATION = graphql(`
  mutation DepartmentDecision($vendorId: ID!, $input: DepartmentDecisionInput!) {
    departmentDecision(vendorId: $vendorId, input: $input) {
      ...PrequalRowFields
    }
  }
`);

/**
 * One category's department decision. Its errors are the dialog's to show (the limit messages are
 * rewritten there, admin specification section 8); the third decision moves the company to final review.
 */
export function useDepartmentDecision() {
  return useMutation(DEPARTMENT_DECISION_MUTATION, { refetchQueries: ['PrequalList'], context: { skipGlobalError: true } });
}
