import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@portal/common/errors';
import { useCallback } from 'react';
import { showAlert } from '../../../api/alert-store';
import { graphql } from '../../../gql';

export const SYNC_GENERAL_INFO_TO_CRM_MUTATION = graphql(`
  mutation SyncGeneralInfoToCrm($vendorId: ID!) {
    syncCompanyToCrm(vendorId: $vendorId) {
      vendorId
      status
    }
  }
`);

/**
 * After a general info save, Dynamics 365 gets the new details: a background sync, fired and not waited on or
 * polled (the company page shows how it went to staff). A sync that cannot even be queued shows the 365 Alert.
 */
export function useSyncGeneralInfoToCrm(): (vendorId: string) => void {
  const [sync] = useMutation(SYNC_GENERAL_INFO_TO_CRM_MUTATION, { context: { skipGlobalError: true } });
  return useCallback(
    (vendorId: string) => {
      sync({ variables: { vendorId } }).catch(() => showAlert(MESSAGES.crmUnavailable));
    },
    [sync],
  );
}
