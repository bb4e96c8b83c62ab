import { useMutation, useQuery } from '@apollo/client/react';
import { LOOKUP_LIMIT } from '@portal/common/constants';
import { graphql } from '../../../gql';
import type { InsuranceRequirementsQuery } from '../../../gql/graphql';

/** A coverage's requirement as every requirement screen shows it: the builder's profile and a project's alike. */
export const INSURANCE_REQUIREMENT_FIELDS = graphql(`
  fragment InsuranceRequirementFields on InsuranceRequirement {
    coverage
    minimums {
      key
      label
      amount
    }
    statutory
    additionalInsured
    waiverOfSubrogation
  }
`);

export const INSURANCE_REQUIREMENTS_QUERY = graphql(`
  query InsuranceRequirements {
    insuranceRequirements {
      ...InsuranceRequirementFields
    }
  }
`);

export const SAVE_INSURANCE_REQUIREMENTS = graphql(`
  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {
    saveInsuranceRequirements(requirements: $requirements) {
      ...InsuranceRequirementFields
    }
  }
`);

export type InsuranceRequirementRow = InsuranceRequirementsQuery['insuranceRequirements'][number];

/** The requirement profile: each required coverage with its minimum limits and flags. */
export function useInsuranceRequirements() {
  return useQuery(INSURANCE_REQUIREMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
}

/** Replaces the profile whole; its errors are the editor's to show beside the fields. */
export function useSaveInsuranceRequirements() {
  return useMutation(SAVE_INSURANCE_REQUIREMENTS, {
    context: { skipGlobalError: true },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: INSURANCE_REQUIREMENTS_QUERY, data: { insuranceRequirements: data.saveInsuranceRequirements } });
    },
  });
}

export const PROJECT_INSURANCE_REQUIREMENTS_QUERY = graphql(`
  query ProjectInsuranceRequirements($projectId: ID!) {
    projectInsuranceRequirements(projectId: $projectId) {
      ...InsuranceRequirementFields
    }
  }
`);

export const SAVE_PROJECT_INSURANCE_REQUIREMENTS = graphql(`
  mutation SaveProjectInsuranceRequirements($projectId: ID!, $requirements: [InsuranceRequirementInput!]!) {
    saveProjectInsuranceRequirements(projectId: $projectId, requirements: $requirements) {
      ...InsuranceRequirementFields
    }
  }
`);

export const INSURANCE_PROJECT_OPTIONS_QUERY = graphql(`
  query InsuranceProjectOptions($limit: Int!) {
    projects(options: { page: 1, limit: $limit, sortField: "projectName", sortOrder: ASC }) {
      items {
        projectId
        projectNumber
        projectName
      }
    }
  }
`);

/** A project's own requirements (stricter than the builder's for the companies assigned to it). */
export function useProjectInsuranceRequirements(projectId: string | null) {
  return useQuery(PROJECT_INSURANCE_REQUIREMENTS_QUERY, { variables: { projectId: projectId ?? '' }, skip: !projectId, fetchPolicy: 'cache-and-network' });
}

/** Replaces a project's requirements whole; its errors are the editor's to show. */
export function useSaveProjectInsuranceRequirements() {
  return useMutation(SAVE_PROJECT_INSURANCE_REQUIREMENTS, {
    context: { skipGlobalError: true },
    update(cache, { data }, { variables }) {
      if (data && variables)
        cache.writeQuery({
          query: PROJECT_INSURANCE_REQUIREMENTS_QUERY,
          variables: { projectId: variables.projectId },
          data: { projectInsuranceRequirements: data.saveProjectInsuranceRequirements },
        });
    },
  });
}

/** Every project by name: which one's requirements to edit. */
export function useInsuranceProjectOptions() {
  return useQuery(INSURANCE_PROJECT_OPTIONS_QUERY, { variables: { limit: LOOKUP_LIMIT } });
}
