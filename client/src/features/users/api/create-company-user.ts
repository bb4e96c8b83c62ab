import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CREATE_COMPANY_USER_MUTATION = graphql(`
  mutation CreateCompanyUser($vendorId: ID!, $input: CompanyUserInput!) {
    createCompanyUser(vendorId: $vendorId, input: $input) {
      userId
      email
      registrationStatus
    }
  }
`);

export function useCreateCompanyUser() {
  return useMutation(CREATE_COMPANY_USER_MUTATION, { refetchQueries: ['CompanyUsers'], context: { skipGlobalError: true } });
}
