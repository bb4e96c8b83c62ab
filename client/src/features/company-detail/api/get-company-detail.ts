import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const COMPANY_DETAIL_QUERY = graphql(`
  query CompanyDetail($vendorId: ID!) {
    registration(vendorId: $vendorId) {
      vendorId
      accountId
      companyName
      primaryContactFirstName
      primaryContactLastName
      primaryContactEmail
      primaryContactOfficePhone
      primaryContactCellPhone
      registrationStatus
      prequalStatus
    }
  }
`);

/** The company as the detail page's header and Main tab show it (its registration: name, contact, statuses). */
export function useCompanyDetail(vendorId: string) {
  return useQuery(COMPANY_DETAIL_QUERY, { variables: { vendorId } });
}
