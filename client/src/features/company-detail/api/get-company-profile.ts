import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';

export const COMPANY_PROFILE_QUERY = graphql(`
  query CompanyProfile($vendorId: ID!) {
    companyProfile(vendorId: $vendorId) {
      vendorId
      accountId
      hb_erpid
      crmUrl
      version
      crmSync {
        vendorId
        status
        syncedAt
        message
        error
      }
    }
  }
`);

/** How often the page asks again while a "Sync with 365" is pending. */
export const CRM_SYNC_POLL_MS = 2000;

/** The Main tab's staff-only header: the CRM record link, its sync state and the ERP id; read again every 2 s while a sync is pending. */
export function useCompanyProfile(vendorId: string) {
  const result = useQuery(COMPANY_PROFILE_QUERY, { variables: { vendorId } });
  const pending = result.data?.companyProfile.crmSync.status === 'PENDING';
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (!pending) return;
    startPolling(CRM_SYNC_POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
  return result;
}
