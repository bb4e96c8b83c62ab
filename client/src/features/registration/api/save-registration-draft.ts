import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAVE_REGISTRATION_DRAFT_MUTATION = graphql(`
  mutation SaveRegistrationDraft($vendorId: ID, $input: RegistrationInput!, $w9File: Upload, $generalContractReferencesDocument: Upload) {
    saveRegistrationDraft(
      vendorId: $vendorId
      input: $input
      w9File: $w9File
      generalContractReferencesDocument: $generalContractReferencesDocument
    ) {
      ...RegistrationFormFields
    }
  }
`);

export function useSaveRegistrationDraft() {
  // The registration form shows field errors and raises the Alert for anything else.
  return useMutation(SAVE_REGISTRATION_DRAFT_MUTATION, { context: { skipGlobalError: true } });
}
