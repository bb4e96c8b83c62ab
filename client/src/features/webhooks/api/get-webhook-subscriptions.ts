import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WebhookSubscriptionsQuery } from '../../../gql/graphql';

/** A subscription as every screen of the feature reads it: the list, and the answers of create and update. */
export const WEBHOOK_SUBSCRIPTION_FIELDS = graphql(`
  fragment WebhookSubscriptionFields on WebhookSubscription {
    id
    url
    description
    events
    enabled
    previousSecretExpiresAt
    createdAt
    updatedAt
  }
`);

export const WEBHOOK_SUBSCRIPTIONS_QUERY = graphql(`
  query WebhookSubscriptions {
    webhookSubscriptions {
      ...WebhookSubscriptionFields
    }
  }
`);

export type WebhookSubscriptionRow = WebhookSubscriptionsQuery['webhookSubscriptions'][number];

/** Every subscription (GET /webhooks). */
export function useWebhookSubscriptions() {
  return useQuery(WEBHOOK_SUBSCRIPTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
}
