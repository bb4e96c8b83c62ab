import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_COMPANY_PROJECTS = graphql(`
  mutation SetCompanyProjects($vendorId: ID!, $action: ProjectAction!, $projectIds: [ID!]!) {
    setCompanyProjects(vendorId: $vendorId, action: $action, projectIds: $projectIds) {
      projectId
      projectName
    }
  }
`);

/** Assigns projects to a company or removes them (PATCH /vendors/{id}/projects?action=associate|unassociate); answers its projects. */
export function useSetCompanyProjects() {
  return useMutation(SET_COMPANY_PROJECTS);
}
