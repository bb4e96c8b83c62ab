import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LOGIN_MUTATION = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      user {
        userId
        role
      }
      mfaRequired
      mfaEnrolmentRequired
      mfaToken
    }
  }
`);

export function useLogin() {
  // The login screen explains failures in its own modal.
  return useMutation(LOGIN_MUTATION, { context: { skipGlobalError: true } });
}
