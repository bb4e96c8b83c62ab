import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_EMPLOYEE_COUNT_MUTATION = graphql(`
  mutation SetEmployeeCount($vendorId: ID!, $noOfEmployees: String!) {
    updateGeneralInfo(vendorId: $vendorId, input: { noOfEmployees: $noOfEmployees }) {
      vendorId
      noOfEmployees
    }
  }
`);

/** The employee-count dialog's save: the general-info update with the number of employees alone. */
export function useSetEmployeeCount() {
  return useMutation(SET_EMPLOYEE_COUNT_MUTATION, { context: { skipGlobalError: true } });
}
