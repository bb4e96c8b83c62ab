import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CompanyAssignedProjectsQuery } from '../gql/graphql';

/** A company's assigned projects: the company page's project cards and the department review's projects dialog. */
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

/**
 * The projects the company is assigned to (GET /vendors/{id}?dataType=projects). `fresh` reads them again each time
 * the screen opens (the department review's dialog, opened beside assignments made elsewhere) over what is cached.
 */
export function useCompanyAssignedProjects(vendorId: string, { fresh = false } = {}) {
  return useQuery(COMPANY_ASSIGNED_PROJECTS_QUERY, { variables: { vendorId }, ...(fresh ? { fetchPolicy: 'cache-and-network' as const } : {}) });
}
