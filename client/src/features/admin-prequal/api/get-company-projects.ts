import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyProjectsOverviewQuery } from '../../../gql/graphql';

export const COMPANY_PROJECTS_QUERY = graphql(`
  query CompanyProjectsOverview($vendorId: ID!) {
    companyProjects(vendorId: $vendorId) {
      vendorId
      projects {
        projectId
        projectNumber
        projectName
        projectStage
        projectVolume
        startDate
        endDate
      }
    }
  }
`);

export type CompanyProject = CompanyProjectsOverviewQuery['companyProjects']['projects'][number];

/** The projects assigned to a company (GET /vendors/{id}?dataType=projects), for the department review's overview. */
export function useCompanyProjects(vendorId: string) {
  return useQuery(COMPANY_PROJECTS_QUERY, { variables: { vendorId }, fetchPolicy: 'cache-and-network' });
}
