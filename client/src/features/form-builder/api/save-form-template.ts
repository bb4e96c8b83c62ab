import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { FORM_TEMPLATE_QUERY } from './get-form-template';

export const SAVE_FORM_TEMPLATE_MUTATION = graphql(`
  mutation SaveFormTemplate($category: FormCategory!, $fields: JSON!) {
    saveFormTemplate(category: $category, fields: $fields) {
      id
      category
      version
      fields
      createdAt
      createdByName
    }
  }
`);

/** Saves a new version; the builder's tab then shows it. Errors are shown beside the form, not in the Alert. */
export function useSaveFormTemplate() {
  return useMutation(SAVE_FORM_TEMPLATE_MUTATION, {
    context: { skipGlobalError: true },
    update(cache, { data }) {
      if (!data) return;
      const template = data.saveFormTemplate;
      cache.writeQuery({ query: FORM_TEMPLATE_QUERY, variables: { category: template.category }, data: { formTemplate: template } });
    },
  });
}
