import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SYNC_COMPANY_TO_CRM_MUTATION = graphql(`
  mutation SyncCompanyToCrm($vendorId: ID!) {
    syncCompanyToCrm(vendorId: $vendorId) {
      vendorId
      status
    }
  }
`);

/**
 * "Sync with 365": queues the company's account write to Dynamics 365. The company profile is read again (now
 * PENDING), which polls until the sync is done. Errors: the global Alert.
 */
export function useSyncCompanyToCrm() {
  return useMutation(SYNC_COMPANY_TO_CRM_MUTATION, { refetchQueries: ['CompanyProfile'], awaitRefetchQueries: true });
}
