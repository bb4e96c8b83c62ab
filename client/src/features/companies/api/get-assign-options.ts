import { useQuery } from '@apollo/client/react';
import { LOOKUP_LIMIT } from '@portal/common/constants';
import { graphql } from '../../../gql';

export const PROJECT_OPTIONS_QUERY = graphql(`
  query CompanyProjectOptions($limit: Int!) {
    projects(options: { page: 1, limit: $limit, sortField: "projectName", sortOrder: ASC }) {
      totalCount
      items {
        projectId
        projectNumber
        projectName
      }
    }
  }
`);

/** Every project, by name: what a company may be assigned (the lookups' "everything at once"). */
export function useProjectOptions(skip: boolean) {
  return useQuery(PROJECT_OPTIONS_QUERY, { variables: { limit: LOOKUP_LIMIT }, skip });
}
