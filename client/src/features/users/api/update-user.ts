import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPDATE_USER_MUTATION = graphql(`
  mutation UpdateUser($userId: ID!, $input: UpdateUserInput!) {
    updateUser(userId: $userId, input: $input) {
      userId
      name
      email
      phone
      role
      roleName
    }
  }
`);

export function useUpdateUser() {
  return useMutation(UPDATE_USER_MUTATION, { context: { skipGlobalError: true } });
}
