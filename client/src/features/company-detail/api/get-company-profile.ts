import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const COMPANY_PROFILE_QUERY = graphql(`
  query CompanyProfile($vendorId: ID!) {
    companyProfile(vendorId: $vendorId) {
      vendorId
      accountId
      hb_erpid
      crmUrl
      version
    }
  }
`);

/** The Main tab's staff-only header: the CRM record link and the ERP id. */
export function useCompanyProfile(vendorId: string) {
  return useQuery(COMPANY_PROFILE_QUERY, { variables: { vendorId } });
}
