import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_FINANCIAL_LIMITS_MUTATION = graphql(`
  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {
    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {
      ...PrequalRowFields
    }
  }
`);

export const SET_MITIGATION_PLANS_MUTATION = graphql(`
  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {
    setMitigationPlans(vendorId: $vendorId, plans: $plans) {
      ...PrequalRowFields
    }
  }
`);

/**
 * The final review's status and limits popup: the financial limits and each department's mitigation plan.
 * Errors are the popup's to show (limit names as the specification's section 8 writes them).
 */
export function useSetLimitsAndPlans() {
  const options = { refetchQueries: ['PrequalList'], context: { skipGlobalError: true } };
  const [setLimits] = useMutation(SET_FINANCIAL_LIMITS_MUTATION, options);
  const [setPlans] = useMutation(SET_MITIGATION_PLANS_MUTATION, options);
  return { setLimits, setPlans };
}
