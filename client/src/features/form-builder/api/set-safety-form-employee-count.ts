import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SAFETY_FORM_EMPLOYEE_COUNT_QUERY } from './get-safety-form-employee-count';

export const SET_SAFETY_FORM_EMPLOYEE_COUNT_MUTATION = graphql(`
  mutation SetSafetyFormEmployeeCount($value: Int!) {
    setSafetyFormEmployeeCount(value: $value)
  }
`);

export function useSetSafetyFormEmployeeCount() {
  return useMutation(SET_SAFETY_FORM_EMPLOYEE_COUNT_MUTATION, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: SAFETY_FORM_EMPLOYEE_COUNT_QUERY, data: { safetyFormEmployeeCount: data.setSafetyFormEmployeeCount } });
    },
  });
}
