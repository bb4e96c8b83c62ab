import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DELETE_COMPANY = graphql(`
  mutation DeleteCompany($vendorId: ID!) {
    deleteCompany(vendorId: $vendorId) {
      success
      message
      vendorId
    }
  }
`);

/** Deletes a company with its users, forms and files (DELETE /vendors/{id}). */
export function useDeleteCompany() {
  return useMutation(DELETE_COMPANY);
}
