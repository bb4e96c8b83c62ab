import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPDATE_REGISTRATION_MUTATION = graphql(`
  mutation UpdateRegistration(
    $vendorId: ID!
    $input: RegistrationInput!
    $w9File: Upload
    $generalContractReferencesDocument: Upload
  ) {
    updateRegistration(
      vendorId: $vendorId
      input: $input
      w9File: $w9File
      generalContractReferencesDocument: $generalContractReferencesDocument
    ) {
      ...RegistrationFormFields
    }
  }
`);

export function useUpdateRegistration() {
  return useMutation(UPDATE_REGISTRATION_MUTATION, {
    // The form shows field errors on its fields and anything else in the Alert itself.
    context: { skipGlobalError: true },
    // The company name may have changed in the list; the review dialog's query is updated by the cache.
    refetchQueries: ['Registrations'],
  });
}
