import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_USER_PASSWORD_MUTATION = graphql(`
  mutation SetUserPassword($userId: ID!, $password: String!) {
    setUserPassword(userId: $userId, password: $password) {
      userId
    }
  }
`);

export function useSetUserPassword() {
  return useMutation(SET_USER_PASSWORD_MUTATION, { context: { skipGlobalError: true } });
}
