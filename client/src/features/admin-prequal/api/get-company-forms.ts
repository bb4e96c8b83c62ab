import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const COMPANY_PREQUAL_FORMS_QUERY = graphql(`
  query CompanyPrequalForms($vendorId: ID!, $instance: String) {
    prequalForms(vendorId: $vendorId, instance: $instance) {
      vendorId
      instance
      prequalStatus
      editable
      forms {
        id
        category
        status
        instance
        version
        fields
        updatedAt
        answersHidden
      }
    }
  }
`);

/** A company's three forms of its newest cycle (or `instance`), for the review dialogs; always fresh. */
export function useCompanyPrequalForms(vendorId: string, instance?: string | null) {
  return useQuery(COMPANY_PREQUAL_FORMS_QUERY, { variables: { vendorId, instance: instance ?? null }, fetchPolicy: 'network-only' });
}
