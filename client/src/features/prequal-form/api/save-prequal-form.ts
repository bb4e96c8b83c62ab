import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAVE_PREQUAL_FORM_MUTATION = graphql(`
  mutation SavePrequalForm($instance: String!, $form: PrequalFormAnswersInput!) {
    savePrequalForm(instance: $instance, form: $form) {
      ...PrequalFormFields
    }
  }
`);

/** Saves one form as a draft. Its errors are the screen's to show (field errors beside fields, a stale save's dialog). */
export function useSavePrequalForm() {
  return useMutation(SAVE_PREQUAL_FORM_MUTATION, { context: { skipGlobalError: true } });
}
