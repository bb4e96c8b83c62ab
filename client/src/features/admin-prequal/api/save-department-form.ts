import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAVE_DEPARTMENT_FORM_MUTATION = graphql(`
  mutation SaveDepartmentForm($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {
    saveDepartmentForm(vendorId: $vendorId, instance: $instance, form: $form) {
      id
      category
      status
      version
      fields
      updatedAt
    }
  }
`);

/** The department review's Save: the reviewer's corrections to a department's form that has not decided. */
export function useSaveDepartmentForm() {
  return useMutation(SAVE_DEPARTMENT_FORM_MUTATION);
}
