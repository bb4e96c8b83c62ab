import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const REVOKE_API_KEY = graphql(`
  mutation RevokeApiKey($apiKeyId: ID!) {
    revokeApiKey(apiKeyId: $apiKeyId) {
      ...ApiKeyFields
    }
  }
`);

/** POST /api-keys/{id}/revoke: the key stops at once and stays listed as revoked. */
export function useRevokeApiKey() {
  return useMutation(REVOKE_API_KEY, { refetchQueries: ['ApiKeys'], awaitRefetchQueries: true });
}
