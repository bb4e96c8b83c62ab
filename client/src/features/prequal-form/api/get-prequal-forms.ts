import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PREQUAL_FORMS_QUERY = graphql(`
  query PrequalForms($vendorId: ID, $instance: String) {
    prequalForms(vendorId: $vendorId, instance: $instance) {
      ...PrequalFormSetFields
    }
  }
`);

/**
 * The company's three forms of one cycle (the newest when `instance` is not given). Always from the
 * network: the form must start from what is stored now. Errors are the screen's to show (a company that
 * has not begun is an empty state, not an alert).
 */
export function usePrequalForms(instance: string | null) {
  return useQuery(PREQUAL_FORMS_QUERY, {
    variables: { instance },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
    context: { skipGlobalError: true },
  });
}
