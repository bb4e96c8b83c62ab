import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const COMPANY_USERS_QUERY = graphql(`
  query CompanyUsers($options: UsersListOptions) {
    users(options: $options) {
      totalCount
      items {
        userId
        name
        profilePic
        email
        role
        companyName
        vendorId
        lastLogin
        isCompanyAdmin
        registrationStatus
      }
    }
  }
`);

/** The Vendor tab (GET /users: every company's users), or one company's users (GET /users?vendorId). */
export function useCompanyUsers({ search, page, limit, vendorId = null }: { search: string; page: number; limit: number; vendorId?: string | null }) {
  return useQuery(COMPANY_USERS_QUERY, { variables: { options: { search: search || null, page, limit, vendorId } }, fetchPolicy: 'cache-and-network' });
}
