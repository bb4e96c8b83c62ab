import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const REGISTRATION_FORM_QUERY = graphql(`
  query RegistrationForm($vendorId: ID!, $draftToken: String) {
    registration(vendorId: $vendorId, draftToken: $draftToken) {
      ...RegistrationFormFields
    }
  }
`);

/**
 * One registration for the form (a draft being continued, or the signed-in vendor's general info).
 * Always from the network: the form must start from what is stored now, not from a stale cache.
 * An anonymous registrant continuing a draft passes the draft's secret (`draftToken`).
 */
export function useRegistrationForm(vendorId: string | null | undefined, { draftToken }: { draftToken?: string | null } = {}) {
  return useQuery(REGISTRATION_FORM_QUERY, {
    variables: { vendorId: vendorId ?? '', draftToken: draftToken ?? null },
    skip: !vendorId,
    fetchPolicy: 'network-only',
  });
}
