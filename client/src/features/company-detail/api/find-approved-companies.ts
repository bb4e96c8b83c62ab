import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApprovedCompanyLookupQuery } from '../../../gql/graphql';

export const APPROVED_COMPANY_LOOKUP_QUERY = graphql(`
  query ApprovedCompanyLookup($search: String, $limit: Int) {
    companies(options: { mode: "approved", search: $search, limit: $limit, sortField: "companyName", sortOrder: ASC }) {
      totalCount
      items {
        vendorId
        accountId
        companyName
        taxId
      }
    }
  }
`);

export type ApprovedCompany = ApprovedCompanyLookupQuery['companies']['items'][number];

/** How many matches a lookup shows (the rest are reached by typing more of the name). */
export const LOOKUP_LIMIT = 20;

/** The related-account lookups: approved companies (GET /vendors?mode=approved), searched by name in the database. */
export function useApprovedCompanies(search: string, skip = false) {
  return useQuery(APPROVED_COMPANY_LOOKUP_QUERY, { variables: { search, limit: LOOKUP_LIMIT }, skip });
}
