import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      subscription {
        id
        updatedAt
        previousSecretExpiresAt
      }
    }
  }
`);

/** POST /webhooks/{id}/rotate-secret: a new secret, shown once; the old one signs beside it for the default grace (24 h). */
export function useRotateWebhookSecret() {
  return useMutation(ROTATE_WEBHOOK_SECRET);
}
