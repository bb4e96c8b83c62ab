import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_ERP_ID_MUTATION = graphql(`
  mutation SetCompanyErpId($vendorId: ID!, $hbErpid: String) {
    setCompanyErpId(vendorId: $vendorId, hb_erpid: $hbErpid) {
      vendorId
      accountId
      hb_erpid
      crmUrl
      version
    }
  }
`);

/** The inline ERP Id edit; the profile is read again. Errors: the global Alert (the field reverts). */
export function useSetErpId() {
  return useMutation(SET_ERP_ID_MUTATION, { refetchQueries: ['CompanyProfile'], awaitRefetchQueries: true });
}
