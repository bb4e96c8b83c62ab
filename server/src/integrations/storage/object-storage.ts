import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk on a laptop (./local-disk-storage.ts); an S3-compatible
 * store (./s3-storage.ts) in production; ./create-storage.ts picks by configuration. Keys are opaque and never shown to users.
 */
export interface ObjectStorage {
  /** Streams `source` into a new object and answers its key and size. A failed source leaves nothing behind. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  /**
   * Streams `source` into a new object that is the portal's only once committed: an upload lands here in one pass
   * while its request is still arriving, and is kept or dropped once the request's service has checked it.
   * A failed source leaves nothing behind.
   */
  stage(source: Readable, options?: StageOptions): Promise<StagedObject>;
  /** The object's content; NOT_FOUND when the key is unknown. */
  get(key: string): Promise<Readable>;
  /** Removes the object; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store is reachable and writable (the directory, the bucket); rejects saying why otherwise. */
  ping(): Promise<void>;
}

/**
 * How many bytes each stream on an upload's way into storage holds before its source waits: a few of the socket's
 * 64 KiB reads, so parsing the next bytes overlaps writing the last ones and the store writes several reads at once
 * (Node's default, 16 KiB, is under one read: every stream on the way waited for the one after it, read by read).
 * Bounded per upload whatever the file's size.
 */
export const UPLOAD_BUFFER_BYTES = 256 * 1024;

export interface StageOptions {
  /**
   * The length the source should have, when it is known before its bytes (a request's last file part: its
   * Content-Length less what comes before and after the file). Only a hint: a source of another length is still
   * stored whole and exact. A store that needs an object's length up front (S3) sends the bytes under it as they
   * arrive; local disk has no use for it.
   */
  expectedBytes?: number;
}

/** An object written whole but not yet kept (see ObjectStorage.stage). */
export interface StagedObject {
  /** The key it has once committed. */
  key: string;
  size: number;
  /** Its content, committed or not (for a service that needs the bytes themselves, e.g. a CSV it parses). */
  read(): Promise<Readable>;
  /** Keeps it under `key`, where get() finds it. */
  commit(): Promise<void>;
  /** Removes it; nothing once committed (a committed object is removed with delete(key)). */
  discard(): Promise<void>;
}
