import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($id: ID!, $graceHours: Float) {
    rotateWebhookSecret(id: $id, graceHours: $graceHours) {
      secret
      subscription {
        id
        updatedAt
        previousSecretExpiresAt
      }
    }
  }
`);

/** POST /webhooks/{id}/rotate-secret: a new secret, shown once; the old one signs beside it for graceHours (default 24). */
export function useRotateWebhookSecret() {
  return useMutation(ROTATE_WEBHOOK_SECRET);
}
