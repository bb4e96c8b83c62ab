import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DELETE_WEBHOOK_SUBSCRIPTION = graphql(`
  mutation DeleteWebhookSubscription($id: ID!) {
    deleteWebhookSubscription(id: $id)
  }
`);

/** DELETE /webhooks/{id}, with its delivery log. */
export function useDeleteWebhookSubscription() {
  return useMutation(DELETE_WEBHOOK_SUBSCRIPTION, { refetchQueries: ['WebhookSubscriptions'], awaitRefetchQueries: true });
}
