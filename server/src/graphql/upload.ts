import GraphQLUploadScalar from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/**
 * The Upload scalar of the GraphQL multipart request spec (graphql-upload). Clients send multipart
 * requests with `apollo-require-preflight: true` (Apollo's CSRF prevention).
 */
export const GraphQLUpload = GraphQLUploadScalar;

/** What an Upload argument resolves to: a promise of the file, null when the variable was null. */
export type UploadArg = Promise<FileUpload> | null | undefined;

export async function resolveUpload(arg: UploadArg): Promise<FileUpload | null> {
  return arg ? await arg : null;
}
