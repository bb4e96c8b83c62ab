import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PROFILE_QUERY = graphql(`
  query Profile {
    me {
      userId
      name
      email
      phone
      role
      companyName
      lastLogin
      profilePic
    }
  }
`);

export function useProfile() {
  return useQuery(PROFILE_QUERY, { fetchPolicy: 'cache-and-network' });
}
