import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      success
      message
    }
  }
`);

export function useResetPassword() {
  // A used or expired link is explained on the screen itself.
  return useMutation(RESET_PASSWORD_MUTATION, { context: { skipGlobalError: true } });
}
