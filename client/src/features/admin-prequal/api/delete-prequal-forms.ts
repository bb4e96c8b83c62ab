import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DELETE_PREQUAL_FORMS_MUTATION = graphql(`
  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {
    deletePrequalForms(vendorId: $vendorId, instance: $instance)
  }
`);

/** Deletes the cycle's three forms and the cycle (DELETE /vendor/prequal). */
export function useDeletePrequalForms() {
  return useMutation(DELETE_PREQUAL_FORMS_MUTATION, { refetchQueries: ['PrequalList'] });
}
