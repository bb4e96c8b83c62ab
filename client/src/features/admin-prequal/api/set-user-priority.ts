import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_USER_PRIORITY_MUTATION = graphql(`
  mutation SetUserPriority($userId: ID!, $priority: Priority!) {
    setUserPriority(userId: $userId, priority: $priority) {
      userId
      priority
    }
  }
`);

export function useSetUserPriority() {
  return useMutation(SET_USER_PRIORITY_MUTATION);
}
