import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPLOAD_PROFILE_PICTURE_MUTATION = graphql(`
  mutation UploadProfilePicture($userId: ID!, $file: Upload!) {
    uploadProfilePicture(userId: $userId, file: $file) {
      userId
      profilePic
    }
  }
`);

/** A new picture (a GraphQL multipart request); the header and the Profile page read it again from `me`. */
export function useUploadProfilePicture() {
  // The refusal is shown beside the control, not in the Alert.
  return useMutation(UPLOAD_PROFILE_PICTURE_MUTATION, { context: { skipGlobalError: true }, refetchQueries: ['Me', 'Profile'], awaitRefetchQueries: true });
}
