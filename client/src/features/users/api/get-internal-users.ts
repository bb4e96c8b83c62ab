import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const INTERNAL_USERS_QUERY = graphql(`
  query InternalUsers($options: InternalUsersListOptions) {
    internalUsers(options: $options) {
      totalCount
      items {
        userId
        name
        profilePic
        email
        phone
        role
        roleName
        isActive
        lastLogin
      }
    }
  }
`);

/** The Internal tab (GET /users/harkins): the staff, by name. */
export function useInternalUsers({ search, page, limit }: { search: string; page: number; limit: number }) {
  return useQuery(INTERNAL_USERS_QUERY, { variables: { options: { search: search || null, page, limit } }, fetchPolicy: 'cache-and-network' });
}
