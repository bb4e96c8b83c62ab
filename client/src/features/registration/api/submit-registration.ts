import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SUBMIT_REGISTRATION_MUTATION = graphql(`
  mutation SubmitRegistration(
    $vendorId: ID
    $draftToken: String
    $version: Int
    $input: RegistrationInput!
    $w9File: Upload
    $generalContractReferencesDocument: Upload
  ) {
    submitRegistration(
      vendorId: $vendorId
      draftToken: $draftToken
      version: $version
      input: $input
      w9File: $w9File
      generalContractReferencesDocument: $generalContractReferencesDocument
    ) {
      ...RegistrationFormFields
    }
  }
`);

export function useSubmitRegistration() {
  // The registration form shows field errors and raises the Alert for anything else.
  return useMutation(SUBMIT_REGISTRATION_MUTATION, { context: { skipGlobalError: true } });
}
