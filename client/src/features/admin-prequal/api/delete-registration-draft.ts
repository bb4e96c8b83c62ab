import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DELETE_REGISTRATION_DRAFT_MUTATION = graphql(`
  mutation DeleteRegistrationDraft($vendorId: ID!) {
    deleteRegistrationDraft(vendorId: $vendorId)
  }
`);

export function useDeleteRegistrationDraft() {
  return useMutation(DELETE_REGISTRATION_DRAFT_MUTATION, { refetchQueries: ['Registrations'] });
}
