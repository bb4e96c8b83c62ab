import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CYCLE_FORMS_QUERY = graphql(`
  query CompanyCycleForms($vendorId: ID!, $instance: String!) {
    prequalForms(vendorId: $vendorId, instance: $instance) {
      vendorId
      instance
      forms {
        id
        category
        status
        fields
        answersHidden
      }
    }
  }
`);

/** One cycle's three forms (the historical popup reads them, never changes them). */
export function useCycleForms(vendorId: string, instance: string) {
  return useQuery(CYCLE_FORMS_QUERY, { variables: { vendorId, instance }, fetchPolicy: 'network-only' });
}
