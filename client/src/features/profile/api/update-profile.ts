import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      user {
        userId
        name
        email
        phone
        role
        companyName
        lastLogin
        profilePic
      }
      accessToken
    }
  }
`);

export function useUpdateProfile() {
  // Field errors are shown on the form; the form raises the Alert for anything else.
  return useMutation(UPDATE_PROFILE_MUTATION, { context: { skipGlobalError: true } });
}
