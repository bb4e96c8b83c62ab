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

/**
 * A general-info Submit (PATCH vendors/{id} source=generalInfo), the vendor's and the staff's. The form shows field
 * errors and the Alert the rest, so the global Alert stays out; `refetchQueries` names what else shows the company.
 */
export function useUpdateGeneralInfo(refetchQueries: string[] = []) {
  return useMutation(UPDATE_GENERAL_INFO_MUTATION, { context: { skipGlobalError: true }, refetchQueries });
}
