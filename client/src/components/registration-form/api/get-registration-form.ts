import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const REGISTRATION_FORM_QUERY = graphql(`
  query RegistrationForm($vendorId: ID!) {
    registration(vendorId: $vendorId) {
      ...RegistrationFormFields
    }
  }
`);

/**
 * One registration for the form (a draft being continued, or the signed-in vendor's general info).
 * Always from the network: the form must start from what is stored now, not from a stale cache.
 */
export function useRegistrationForm(vendorId: string | null | undefined) {
  return useQuery(REGISTRATION_FORM_QUERY, {
    variables: { vendorId: vendorId ?? '' },
    skip: !vendorId,
    fetchPolicy: 'network-only',
  });
}
