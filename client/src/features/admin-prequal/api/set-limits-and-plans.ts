import { useMutation } from '@apollo/client/react';
import { PREQUAL_ROW_FIELDS, type PrequalRow } from './prequal-row';
import { reviewOperation } from './review-operation';

export const SET_FINANCIAL_LIMITS_MUTATION = reviewOperation<
  { setFinancialLimits: PrequalRow },
  { vendorId: string; singleLimit: string; bondingLimit: string; aggregateLimit: string }
>(`
  mutation SetFinancialLimits($vendorId: ID!, $singleLimit: String!, $bondingLimit: String!, $aggregateLimit: String!) {
    setFinancialLimits(vendorId: $vendorId, singleLimit: $singleLimit, bondingLimit: $bondingLimit, aggregateLimit: $aggregateLimit) {${PREQUAL_ROW_FIELDS}}
  }
`);

export const SET_MITIGATION_PLANS_MUTATION = reviewOperation<
  { setMitigationPlans: PrequalRow },
  { vendorId: string; plans: Partial<Record<'SAFETY' | 'FINANCIAL' | 'LEGAL', string | null>> }
>(`
  mutation SetMitigationPlans($vendorId: ID!, $plans: JSON!) {
    setMitigationPlans(vendorId: $vendorId, plans: $plans) {${PREQUAL_ROW_FIELDS}}
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
