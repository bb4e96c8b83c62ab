import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPDATE_COMPANY_GENERAL_INFO_MUTATION = graphql(`
  mutation UpdateCompanyGeneralInfo(
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

/** The General tab's Submit (PATCH vendors/{id} source=generalInfo); the form shows field errors and the Alert the rest. */
export function useUpdateCompanyGeneralInfo() {
  return useMutation(UPDATE_COMPANY_GENERAL_INFO_MUTATION, { context: { skipGlobalError: true }, refetchQueries: ['CompanyDetail'] });
}
