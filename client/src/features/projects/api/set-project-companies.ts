import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_PROJECT_COMPANIES = graphql(`
  mutation SetProjectCompanies($projectId: ID!, $action: ProjectAction!, $vendorIds: [ID!]!) {
    setProjectCompanies(projectId: $projectId, action: $action, vendorIds: $vendorIds) {
      projectId
      projectVendorMappings {
        vendorId
        companyName
      }
    }
  }
`);

/** Assigns companies to a project or removes them (POST /projects/{id}/vendors?action=). */
export function useSetProjectCompanies() {
  return useMutation(SET_PROJECT_COMPANIES);
}
