import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ROTATE_API_KEY = graphql(`
  mutation RotateApiKey($apiKeyId: ID!, $graceHours: Float) {
    rotateApiKey(apiKeyId: $apiKeyId, graceHours: $graceHours) {
      secret
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

/** POST /api-keys/{id}/rotate: a new secret, shown once; the old one works for the grace period. */
export function useRotateApiKey() {
  return useMutation(ROTATE_API_KEY, { refetchQueries: ['ApiKeys'] });
}
