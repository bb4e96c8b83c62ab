import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { InsuranceRequirementsQuery } from '../../../gql/graphql';

export const INSURANCE_REQUIREMENTS_QUERY = graphql(`
  query InsuranceRequirements {
    insuranceRequirements {
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
  }
`);

export const SAVE_INSURANCE_REQUIREMENTS = graphql(`
  mutation SaveInsuranceRequirements($requirements: [InsuranceRequirementInput!]!) {
    saveInsuranceRequirements(requirements: $requirements) {
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
