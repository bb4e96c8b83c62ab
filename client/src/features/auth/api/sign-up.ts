import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SIGN_UP_MUTATION = graphql(`
  mutation SignUp($accountNumber: String!, $input: SignUpInput!, $taxId: String) {
    signUp(accountNumber: $accountNumber, input: $input, taxId: $taxId) {
      success
      message
    }
  }
`);

export function useSignUp() {
  // Field errors (an e-mail already taken) go beside the field; the screen opens the Alert for the rest.
  return useMutation(SIGN_UP_MUTATION, { context: { skipGlobalError: true } });
}
