import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const REMOVE_PROFILE_PICTURE_MUTATION = graphql(`
  mutation RemoveProfilePicture($userId: ID!) {
    removeProfilePicture(userId: $userId) {
      userId
      profilePic
    }
  }
`);

/** No picture: the initials show again in the header and on the Profile page. */
export function useRemoveProfilePicture() {
  return useMutation(REMOVE_PROFILE_PICTURE_MUTATION, { context: { skipGlobalError: true }, refetchQueries: ['Me', 'Profile'], awaitRefetchQueries: true });
}
