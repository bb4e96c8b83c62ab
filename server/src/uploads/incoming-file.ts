import type { Readable } from 'node:stream';
import type { StagedObject } from '../integrations/storage/object-storage.js';

/**
 * An uploaded file as it reaches a service: its name as the client gave it and its content as a
 * stream. graphql-upload's FileUpload has this shape; the multipart reader makes the same.
 */
export interface IncomingFile {
  filename: string;
  createReadStream(): Readable;
  /**
   * Set when the multipart reader has already streamed the file into storage as its body arrived
   * (uploads/read-multipart.ts): the service keeps the object (commit) or leaves it to be discarded.
   */
  staged?: StagedUpload;
}

export interface StagedUpload {
  object: StagedObject;
  /** The file's first bytes (up to HEAD_BYTES), kept as they streamed past, for a check of its type. */
  head: Buffer;
}

/** How much of a file's start is kept for its type check: file-type reads at most 4100 bytes. */
export const HEAD_BYTES = 4100;
