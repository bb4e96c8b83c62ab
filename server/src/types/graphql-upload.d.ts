// graphql-upload 17 documents its types in JSDoc only; these are the parts the server uses.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
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

declare module 'graphql-upload/Upload.mjs' {
  import type { FileUpload } from 'graphql-upload/processRequest.mjs';
  /** A file a GraphQL multipart request maps to a variable; the Upload scalar resolves to its promise. */
  export default class Upload {
    promise: Promise<FileUpload>;
    resolve(file: FileUpload): void;
    reject(reason: unknown): void;
    file?: FileUpload;
  }
}
