import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const FORGOT_PASSWORD_MUTATION = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      success
      message
    }
  }
`);

export function useRequestPasswordReset() {
  return useMutation(FORGOT_PASSWORD_MUTATION, { context: { skipGlobalError: true } });
}
