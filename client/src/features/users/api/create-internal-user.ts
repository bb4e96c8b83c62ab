import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CREATE_INTERNAL_USER_MUTATION = graphql(`
  mutation CreateInternalUser($input: CreateInternalUserInput!) {
    createInternalUser(input: $input) {
      userId
      name
      email
      phone
      role
      roleName
      isActive
      lastLogin
    }
  }
`);

export function useCreateInternalUser() {
  return useMutation(CREATE_INTERNAL_USER_MUTATION, { refetchQueries: ['InternalUsers'], context: { skipGlobalError: true } });
}
