import { useQuery } from '@apollo/client/react';
import { LOOKUP_LIMIT } from '@portal/common/constants';
import { graphql } from '../gql';

/** The approved companies, by name: the companies list's project assignment and an API key's one company both offer them. */
export const APPROVED_COMPANY_OPTIONS_QUERY = graphql(`
  query ApprovedCompanyOptions($limit: Int!) {
    companies(options: { mode: "approved", page: 1, limit: $limit, sortField: "companyName", sortOrder: ASC }) {
      totalCount
      items {
        vendorId
        companyName
      }
    }
  }
`);

/** Every approved company at once (GET /vendors?mode=approved, the lookups' limit). */
export function useApprovedCompanyOptions(skip: boolean) {
  return useQuery(APPROVED_COMPANY_OPTIONS_QUERY, { variables: { limit: LOOKUP_LIMIT }, skip });
}
