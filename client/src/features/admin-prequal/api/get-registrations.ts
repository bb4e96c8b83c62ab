import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RegistrationStatus, SortOrder } from '../../../gql/graphql';

export const REGISTRATIONS_QUERY = graphql(`
  query Registrations($options: RegistrationsListOptions!) {
    registrations(options: $options) {
      totalCount
      items {
        vendorId
        companyName
        primaryContactFirstName
        primaryContactLastName
        primaryContactEmail
        submittedAt
        createdAt
      }
    }
  }
`);

export interface RegistrationsVariables {
  status: RegistrationStatus;
  search: string;
  page: number;
  limit: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export function useRegistrations({ search, ...variables }: RegistrationsVariables) {
  return useQuery(REGISTRATIONS_QUERY, {
    variables: { options: { ...variables, search: search || null } },
    // The lists change under other admins' hands; show what the server has now.
    fetchPolicy: 'cache-and-network',
  });
}
