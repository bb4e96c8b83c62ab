import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CONFIRM_EMAIL_CHANGE_MUTATION = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      email
      message
    }
  }
`);

export function useConfirmEmailChange() {
  // A used, expired or unknown link is explained on the page itself.
  return useMutation(CONFIRM_EMAIL_CHANGE_MUTATION, { context: { skipGlobalError: true } });
}
