import type { Readable } from 'node:stream';

/**
 * An uploaded file as it reaches a service: its name as the client gave it and its content as a
 * stream. graphql-upload's FileUpload has this shape; the REST multipart parser makes the same.
 */
export interface IncomingFile {
  filename: string;
  createReadStream(): Readable;
}
