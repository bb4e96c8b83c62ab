import { useMutation } from '@apollo/client/react';
import { reviewOperation } from './review-operation';

export const DELETE_PREQUAL_FORMS_MUTATION = reviewOperation<{ deletePrequalForms: boolean }, { vendorId: string; instance: string }>(`
  mutation DeletePrequalForms($vendorId: ID!, $instance: String!) {
    deletePrequalForms(vendorId: $vendorId, instance: $instance)
  }
`);

/** Deletes the cycle's three forms and the cycle (DELETE /vendor/prequal). */
export function useDeletePrequalForms() {
  return useMutation(DELETE_PREQUAL_FORMS_MUTATION, { refetchQueries: ['PrequalList'] });
}
