import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPDATE_GENERAL_INFO_MUTATION = graphql(`
  mutation UpdateGeneralInfo(
    $vendorId: ID!
    $input: RegistrationInput!
    $version: Int
    $w9File: Upload
    $generalContractReferencesDocument: Upload
  ) {
    updateGeneralInfo(
      vendorId: $vendorId
      input: $input
      version: $version
      w9File: $w9File
      generalContractReferencesDocument: $generalContractReferencesDocument
    ) {
      ...RegistrationFormFields
    }
  }
`);

export function useUpdateGeneralInfo() {
  // The form shows field errors; other errors go to the Alert modal from the form (spec: general-info submit).
  return useMutation(UPDATE_GENERAL_INFO_MUTATION, { context: { skipGlobalError: true } });
}
