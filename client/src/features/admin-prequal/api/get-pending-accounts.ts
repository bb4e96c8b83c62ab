import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PENDING_ACCOUNTS_QUERY = graphql(`
  query PendingAccounts($search: String, $page: Int!, $limit: Int!) {
    pendingAccounts(search: $search, page: $page, limit: $limit) {
      totalCount
      users {
        userId
        name
        email
        phone
        priority
        role
        roleName
        roleOnApproval
        profilePic
        companyName
      }
    }
  }
`);

export function usePendingAccounts({ search, page, limit }: { search: string; page: number; limit: number }) {
  return useQuery(PENDING_ACCOUNTS_QUERY, {
    variables: { search: search || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
}
