import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CREATE_WEBHOOK_SUBSCRIPTION = graphql(`
  mutation CreateWebhookSubscription($input: WebhookSubscriptionInput!) {
    createWebhookSubscription(input: $input) {
      secret
      subscription {
        ...WebhookSubscriptionFields
      }
    }
  }
`);

export const UPDATE_WEBHOOK_SUBSCRIPTION = graphql(`
  mutation UpdateWebhookSubscription($id: ID!, $input: WebhookSubscriptionPatch!) {
    updateWebhookSubscription(id: $id, input: $input) {
      ...WebhookSubscriptionFields
    }
  }
`);

/** POST /webhooks: answers the secret, this once; the list is read again. */
export function useCreateWebhookSubscription() {
  return useMutation(CREATE_WEBHOOK_SUBSCRIPTION, { refetchQueries: ['WebhookSubscriptions'], awaitRefetchQueries: true });
}

/** PATCH /webhooks/{id}: the edit dialog's save, and Enable / Disable. */
export function useUpdateWebhookSubscription() {
  return useMutation(UPDATE_WEBHOOK_SUBSCRIPTION);
}
