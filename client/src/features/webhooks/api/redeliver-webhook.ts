import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      status
    }
  }
`);

/** POST /webhooks/deliveries/{id}/redeliver; the log is read again. */
export function useRedeliverWebhook() {
  return useMutation(REDELIVER_WEBHOOK, { refetchQueries: ['WebhookDeliveries'], awaitRefetchQueries: true });
}
