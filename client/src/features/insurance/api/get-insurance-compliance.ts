import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A company's compliance as its badge and gaps show it. */
export const INSURANCE_COMPLIANCE_FIELDS = graphql(`
  fragment InsuranceComplianceFields on InsuranceCompliance {
    vendorId
    status
    label
    gaps
    nextExpiry
    hasPolicies
  }
`);

export const INSURANCE_COMPLIANCE_QUERY = graphql(`
  query InsuranceComplianceOf($vendorId: ID!) {
    insuranceCompliance(vendorId: $vendorId) {
      ...InsuranceComplianceFields
    }
  }
`);

/** A company's compliance with the requirement profile today, as the server checks it (without its policies). */
export function useInsuranceCompliance(vendorId: string, skip = false) {
  return useQuery(INSURANCE_COMPLIANCE_QUERY, { variables: { vendorId }, skip, fetchPolicy: 'cache-and-network', context: { skipGlobalError: true } });
}
