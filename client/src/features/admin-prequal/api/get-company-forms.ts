import { useQuery } from '@apollo/client/react';
import type { FormCategory } from '../../../gql/graphql';
import { reviewOperation } from './review-operation';

export interface CompanyForm {
  id: string;
  category: FormCategory;
  status: string;
  instance: string;
  version: number;
  fields: unknown;
  updatedAt: string;
}

export interface CompanyFormSet {
  vendorId: string;
  instance: string;
  prequalStatus: string;
  editable: boolean;
  forms: CompanyForm[];
}

export const COMPANY_PREQUAL_FORMS_QUERY = reviewOperation<{ prequalForms: CompanyFormSet | null }, { vendorId: string; instance?: string | null }>(`
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
      }
    }
  }
`);

/** A company's three forms of its newest cycle (or `instance`), for the review dialogs; always fresh. */
export function useCompanyPrequalForms(vendorId: string, instance?: string | null) {
  return useQuery(COMPANY_PREQUAL_FORMS_QUERY, { variables: { vendorId, instance: instance ?? null }, fetchPolicy: 'network-only' });
}
