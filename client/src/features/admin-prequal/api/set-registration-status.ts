import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_REGISTRATION_STATUS_MUTATION = graphql(`
  mutation SetRegistrationStatus($vendorId: ID!, $approve: Boolean!, $commentText: String) {
    setRegistrationStatus(vendorId: $vendorId, approve: $approve, commentText: $commentText) {
      vendorId
      registrationStatus
    }
  }
`);

export function useSetRegistrationStatus() {
  return useMutation(SET_REGISTRATION_STATUS_MUTATION, { refetchQueries: ['Registrations'] });
}
