/**
 * apollo-upload-client ships JSDoc-typed .mjs without declarations, and the client does not
 * type-check JavaScript; this covers the one class the client uses.
 */
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    uri?: string;
    useGETForQueries?: boolean;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
