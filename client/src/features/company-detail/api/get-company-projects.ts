import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyAssignedProjectsQuery } from '../../../gql/graphql';

export const COMPANY_ASSIGNED_PROJECTS_QUERY = graphql(`
  query CompanyAssignedProjects($vendorId: ID!) {
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

export type AssignedProject = CompanyAssignedProjectsQuery['companyProjects']['projects'][number];

/** The projects the company is assigned to (GET /vendors/{id}?dataType=projects). */
export function useCompanyAssignedProjects(vendorId: string) {
  return useQuery(COMPANY_ASSIGNED_PROJECTS_QUERY, { variables: { vendorId } });
}
