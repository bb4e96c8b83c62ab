import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const COMPANY_START_RENEWAL_MUTATION = graphql(`
  mutation CompanyStartRenewal($vendorId: ID!) {
    startRenewal(vendorId: $vendorId) {
      vendorId
      instance
      prequalStatus
    }
  }
`);

export const COMPANY_BEGIN_PREQUAL_MUTATION = graphql(`
  mutation CompanyBeginPrequal($vendorId: ID!) {
    beginPrequal(vendorId: $vendorId) {
      vendorId
      instance
      prequalStatus
    }
  }
`);

const REFETCH = ['CompanyDetail', 'CompanyPrequalHistory'];

/** Start Renewal: a new cycle in progress, pre-filled from the last completed one. Errors: the global Alert. */
export function useCompanyStartRenewal() {
  return useMutation(COMPANY_START_RENEWAL_MUTATION, { refetchQueries: REFETCH, awaitRefetchQueries: true });
}

/**
 * Begin Prequalification on the company's behalf (three DRAFT forms). The Main tab shows its errors itself: a
 * company without a number of employees gets the way to its General Info.
 */
export function useCompanyBeginPrequal() {
  return useMutation(COMPANY_BEGIN_PREQUAL_MUTATION, { context: { skipGlobalError: true }, refetchQueries: REFETCH, awaitRefetchQueries: true });
}
