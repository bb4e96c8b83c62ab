import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DELETE_USER_MUTATION = graphql(`
  mutation DeleteUser($userId: ID!, $hardDelete: Boolean) {
    deleteUser(userId: $userId, hardDelete: $hardDelete)
  }
`);

/** Deletes, then reads the lists again (the deleted row leaves, the totals move). */
export function useDeleteUser() {
  return useMutation(DELETE_USER_MUTATION, { refetchQueries: ['InternalUsers', 'CompanyUsers'], context: { skipGlobalError: true } });
}
