import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_USER_REGISTRATION_STATUS_MUTATION = graphql(`
  mutation SetUserRegistrationStatus($userId: ID!, $approve: Boolean!, $commentText: String) {
    setUserRegistrationStatus(userId: $userId, approve: $approve, commentText: $commentText) {
      userId
      registrationStatus
    }
  }
`);

export function useSetUserRegistrationStatus() {
  return useMutation(SET_USER_REGISTRATION_STATUS_MUTATION, { refetchQueries: ['PendingAccounts'] });
}
