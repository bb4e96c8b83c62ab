import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_USER_ACTIVE_MUTATION = graphql(`
  mutation SetUserActive($userId: ID!, $isActive: Boolean!) {
    setUserActive(userId: $userId, isActive: $isActive) {
      userId
      isActive
    }
  }
`);

/** The Active toggle: the row shows the new value at once (optimistic) and reverts when the server refuses. */
export function useSetUserActive() {
  const [mutate, state] = useMutation(SET_USER_ACTIVE_MUTATION);
  const setActive = (userId: string, isActive: boolean) =>
    mutate({
      variables: { userId, isActive },
      optimisticResponse: { setUserActive: { __typename: 'User' as const, userId, isActive } },
    });
  return [setActive, state] as const;
}
