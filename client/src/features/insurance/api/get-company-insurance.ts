import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CompanyInsuranceQuery } from '../../../gql/graphql';

export const COMPANY_INSURANCE_QUERY = graphql(`
  query CompanyInsurance($vendorId: ID!) {
    insuranceCompliance(vendorId: $vendorId) {
      ...InsuranceComplianceFields
    }
    insurancePolicies(vendorId: $vendorId) {
      id
      vendorId
      coverage
      carrier
      policyNumber
      effectiveDate
      expiryDate
      limits {
        key
        label
        amount
      }
      statutory
      additionalInsured
      waiverOfSubrogation
      certificateFileId
      certificateFileName
    }
  }
`);

export type InsurancePolicyRow = CompanyInsuranceQuery['insurancePolicies'][number];
export type InsuranceComplianceView = CompanyInsuranceQuery['insuranceCompliance'];

/** A company's policies and its compliance with the requirement profile today. */
export function useCompanyInsurance(vendorId: string) {
  return useQuery(COMPANY_INSURANCE_QUERY, { variables: { vendorId }, fetchPolicy: 'cache-and-network' });
}
