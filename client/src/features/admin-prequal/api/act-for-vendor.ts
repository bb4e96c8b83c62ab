import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SAVE_FORM_FOR_VENDOR_MUTATION = graphql(`
  mutation SavePrequalFormForVendor($vendorId: ID!, $instance: String!, $form: PrequalFormAnswersInput!) {
    savePrequalForm(vendorId: $vendorId, instance: $instance, form: $form) {
      id
      category
      status
      version
      fields
      updatedAt
    }
  }
`);

export const SUBMIT_FORMS_FOR_VENDOR_MUTATION = graphql(`
  mutation SubmitPrequalFormsForVendor($vendorId: ID!, $instance: String!, $forms: [PrequalFormAnswersInput!]!) {
    submitPrequalForms(vendorId: $vendorId, instance: $instance, forms: $forms) {
      vendorId
      instance
      prequalStatus
    }
  }
`);

/** Save as draft on the vendor's behalf (In Progress review). */
export function useSaveFormForVendor() {
  return useMutation(SAVE_FORM_FOR_VENDOR_MUTATION);
}

/** Submit the three forms on the vendor's behalf: the company moves on to admin review. */
export function useSubmitFormsForVendor() {
  return useMutation(SUBMIT_FORMS_FOR_VENDOR_MUTATION, { refetchQueries: ['PrequalList'] });
}
