import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { COMPANY_INSURANCE_QUERY } from './get-company-insurance';

export const ADD_INSURANCE_POLICY = graphql(`
  mutation AddInsurancePolicy($vendorId: ID!, $policy: InsurancePolicyInput!) {
    addInsurancePolicy(vendorId: $vendorId, policy: $policy) {
      id
    }
  }
`);

export const UPDATE_INSURANCE_POLICY = graphql(`
  mutation UpdateInsurancePolicy($policyId: ID!, $policy: InsurancePolicyInput!) {
    updateInsurancePolicy(policyId: $policyId, policy: $policy) {
      id
    }
  }
`);

export const REMOVE_INSURANCE_POLICY = graphql(`
  mutation RemoveInsurancePolicy($policyId: ID!) {
    removeInsurancePolicy(policyId: $policyId) {
      id
    }
  }
`);

/** Each change reads the policies and the compliance again (the server checks compliance, the screen never guesses it). */
const refetch = (vendorId: string) => ({ refetchQueries: [{ query: COMPANY_INSURANCE_QUERY, variables: { vendorId } }], awaitRefetchQueries: true });

export const useAddInsurancePolicy = (vendorId: string) => useMutation(ADD_INSURANCE_POLICY, refetch(vendorId));
export const useUpdateInsurancePolicy = (vendorId: string) => useMutation(UPDATE_INSURANCE_POLICY, refetch(vendorId));
export const useRemoveInsurancePolicy = (vendorId: string) => useMutation(REMOVE_INSURANCE_POLICY, refetch(vendorId));
