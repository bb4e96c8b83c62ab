// graphql-upload 17 documents its types in JSDoc only; these are the parts the server uses.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFieldSize?: number; maxFileSize?: number; maxFiles?: number }): RequestHandler;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';
  /** A file of a GraphQL multipart request, as the Upload scalar resolves it. */
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
  }
}
