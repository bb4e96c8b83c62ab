import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const IMPORT_PROJECTS = graphql(`
  mutation ImportProjects($opportunityIds: [ID!]!) {
    importProjects(opportunityIds: $opportunityIds) {
      message
      projects {
        projectId
      }
    }
  }
`);

/** Imports the chosen CRM opportunities as projects (POST /projects). */
export function useImportProjects() {
  return useMutation(IMPORT_PROJECTS);
}
