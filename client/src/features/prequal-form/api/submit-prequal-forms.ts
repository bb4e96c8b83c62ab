import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SUBMIT_PREQUAL_FORMS_MUTATION = graphql(`
  mutation SubmitPrequalForms($instance: String!, $forms: [PrequalFormAnswersInput!]!) {
    submitPrequalForms(instance: $instance, forms: $forms) {
      ...PrequalFormSetFields
    }
  }
`);

/** Submits the three forms at once, all or nothing. Errors are the screen's to show. */
export function useSubmitPrequalForms() {
  return useMutation(SUBMIT_PREQUAL_FORMS_MUTATION, { context: { skipGlobalError: true } });
}
