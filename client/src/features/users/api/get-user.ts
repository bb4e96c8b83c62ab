import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const USER_PROFILE_QUERY = graphql(`
  query UserProfile($id: ID!) {
    user(id: $id) {
      userId
      name
      email
      companyName
      lastLogin
      isCompanyAdmin
      roleName
    }
  }
`);

/** One user for the profile page (/admin/users/:userId). */
export function useUserProfile(id: string) {
  return useQuery(USER_PROFILE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
}
