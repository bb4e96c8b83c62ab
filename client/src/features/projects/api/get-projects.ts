import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProjectsQuery, SortOrder } from '../../../gql/graphql';

export const PROJECTS_QUERY = graphql(`
  query Projects($options: ProjectsListOptions) {
    projects(options: $options) {
      totalCount
      items {
        projectId
        projectNumber
        projectName
        projectStage
        projectVolume
        startDate
        endDate
        projectVendorMappings {
          vendorId
          companyName
        }
      }
    }
  }
`);

export type ProjectRow = ProjectsQuery['projects']['items'][number];

export interface ProjectsVariables {
  page: number;
  limit: number;
  search: string;
  sortField: string | null;
  sortOrder: SortOrder | null;
}

/** One page of the Projects list (GET /projects). */
export function useProjects({ search, ...variables }: ProjectsVariables) {
  return useQuery(PROJECTS_QUERY, {
    variables: { options: { ...variables, search: search || null } },
    // Other admins assign and import too; show what the server has now.
    fetchPolicy: 'cache-and-network',
  });
}
