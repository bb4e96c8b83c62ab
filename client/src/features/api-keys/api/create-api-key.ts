import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

/** POST /api-keys: answers the key's secret, the only time it is shown. */
export function useCreateApiKey() {
  return useMutation(CREATE_API_KEY, { refetchQueries: ['ApiKeys'], awaitRefetchQueries: true });
}
