import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { VerifyTaxIdQuery } from '../../../gql/graphql';

export const VERIFY_TAX_ID_QUERY = graphql(`
  query VerifyTaxId($taxId: String!, $from: String) {
    verifyTaxId(taxId: $taxId, from: $from) {
      vendorsWithSameTaxId {
        companyName
        accountId
      }
      draftVendors {
        companyName
        vendorId
      }
      isExistsInDynamics
      isExistsInDatabase
      crmAccounts {
        companyName
        accountId
      }
      isRegistrationRejected
    }
  }
`);

export type TaxIdVerification = VerifyTaxIdQuery['verifyTaxId'];

/** Asks the server about a tax ID on demand (the Verify button); rejects when the request fails. */
export function useVerifyTaxId() {
  const client = useApolloClient();
  return useCallback(
    async (taxId: string, from?: 'register'): Promise<TaxIdVerification | null> => {
      const { data } = await client.query({
        query: VERIFY_TAX_ID_QUERY,
        variables: { taxId, from: from ?? null },
        // Every press of Verify asks again: a draft may have been submitted or approved meanwhile.
        fetchPolicy: 'network-only',
        // The screen explains failures beside the field (the server's message, else a fixed sentence).
        context: { skipGlobalError: true },
      });
      return data?.verifyTaxId ?? null;
    },
    [client],
  );
}
