import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { FormCategory } from '../../../gql/graphql';

export const FORM_TEMPLATE_QUERY = graphql(`
  query FormTemplate($category: FormCategory!) {
    formTemplate(category: $category) {
      id
      category
      version
      fields
      createdAt
      createdByName
    }
  }
`);

/** The newest version of a category's template, as the builder starts from it. */
export function useFormTemplate(category: FormCategory) {
  return useQuery(FORM_TEMPLATE_QUERY, { variables: { category }, fetchPolicy: 'cache-and-network' });
}
