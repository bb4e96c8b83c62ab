import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAVE_REGISTRATION_DRAFT_MUTATION = graphql(`
  mutation SaveRegistrationDraft(
    $vendorId: ID
    $draftToken: String
    $version: Int
    $input: RegistrationInput!
    $w9File: Upload
    $generalContractReferencesDocument: Upload
  ) {
    saveRegistrationDraft(
      vendorId: $vendorId
      draftToken: $draftToken
      version: $version
      input: $input
      w9File: $w9File
      generalContractReferencesDocument: $generalContractReferencesDocument
    ) {
      ...RegistrationFormFields
      # Only the save that creates an anonymous draft answers its secret.
      draftToken
    }
  }
`);

export function useSaveRegistrationDraft() {
  // The registration form shows field errors and raises the Alert for anything else.
  return useMutation(SAVE_REGISTRATION_DRAFT_MUTATION, { context: { skipGlobalError: true } });
}
