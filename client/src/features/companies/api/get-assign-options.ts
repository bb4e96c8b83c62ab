import { useQuery } from '@apollo/client/react';
import { LOOKUP_LIMIT } from '@portal/common/constants';
import { graphql } from '../../../gql';

export const PROJECT_OPTIONS_QUERY = graphql(`
  query CompanyProjectOptions($limit: Int!) {
    projects(page: 1, limit: $limit, sortField: "projectName", sortOrder: ASC) {
      totalCount
      projects {
        projectId
        projectNumber
        projectName
      }
    }
  }
`);

export const APPROVED_COMPANY_OPTIONS_QUERY = graphql(`
  query ApprovedCompanyOptions($limit: Int!) {
    companies(mode: "approved", page: 1, limit: $limit, sortField: "companyName", sortOrder: ASC) {
      totalCount
      vendors {
        vendorId
        companyName
      }
    }
  }
`);

/** Every project, by name: what a company may be assigned (the lookups' "everything at once"). */
export function useProjectOptions(skip: boolean) {
  return useQuery(PROJECT_OPTIONS_QUERY, { variables: { limit: LOOKUP_LIMIT }, skip });
}

/** The approved companies, by name (GET /vendors?mode=approved): only they can be assigned projects. */
export function useApprovedCompanyOptions(skip: boolean) {
  return useQuery(APPROVED_COMPANY_OPTIONS_QUERY, { variables: { limit: LOOKUP_LIMIT }, skip });
}
