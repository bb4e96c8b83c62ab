import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WebhookDeliveriesQuery } from '../../../gql/graphql';

export const WEBHOOK_DELIVERIES_QUERY = graphql(`
  query WebhookDeliveries($subscriptionId: ID!, $page: Int, $limit: Int) {
    webhookDeliveries(subscriptionId: $subscriptionId, page: $page, limit: $limit) {
      totalCount
      deliveries {
        id
        eventType
        status
        attempts
        lastAttemptAt
        lastStatusCode
        createdAt
        tries {
          id
          attemptedAt
          statusCode
          durationMs
          error
          responseBody
        }
      }
    }
  }
`);

export type WebhookDeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['deliveries'][number];

/** A subscription's delivery log, newest first (GET /webhooks/{id}/deliveries). */
export function useWebhookDeliveries(subscriptionId: string, page: number, limit: number) {
  return useQuery(WEBHOOK_DELIVERIES_QUERY, { variables: { subscriptionId, page, limit }, fetchPolicy: 'cache-and-network' });
}
