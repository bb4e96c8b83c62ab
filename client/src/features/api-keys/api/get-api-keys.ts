import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApiKeysQuery } from '../../../gql/graphql';

export const API_KEY_FIELDS = graphql(`
  fragment ApiKeyFields on ApiKey {
    apiKeyId
    name
    prefix
    permissions
    vendorId
    companyName
    expiresAt
    requestsPerMinute
    createdBy
    createdAt
    rotatedAt
    previousSecretExpiresAt
    lastUsedAt
    revokedAt
    status
  }
`);

export const API_KEYS_QUERY = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

export type ApiKeyRow = ApiKeysQuery['apiKeys'][number];

/** Every API key, newest first (GET /api-keys); a handful, so one request. */
export function useApiKeys() {
  return useQuery(API_KEYS_QUERY, { fetchPolicy: 'cache-and-network' });
}
