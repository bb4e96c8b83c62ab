import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PENDING_ACCOUNTS_QUERY = graphql(`
  query PendingAccounts($options: PendingAccountsListOptions) {
    pendingAccounts(options: $options) {
      totalCount
      # The user lists' one page shape names its rows items.
      users: items {
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
    variables: { options: { search: search || null, page, limit } },
    fetchPolicy: 'cache-and-network',
  });
}
