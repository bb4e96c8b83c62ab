import { useQuery } from '@apollo/client/react';
import { LOOKUP_LIMIT } from '@portal/common/constants';
import { graphql } from '../../../gql';

export const APPROVED_COMPANIES_QUERY = graphql(`
  query ProjectCompanyOptions($limit: Int!) {
    registrations(options: { status: APPROVED, page: 1, limit: $limit, sortField: "companyName", sortOrder: ASC }) {
      totalCount
      items {
        vendorId
        companyName
      }
    }
  }
`);

/** The approved companies, by name: what a project may be assigned to (the lookups' "everything at once"). */
export function useApprovedCompanies(skip: boolean) {
  return useQuery(APPROVED_COMPANIES_QUERY, { variables: { limit: LOOKUP_LIMIT }, skip });
}
