import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk on a laptop (./local-disk-storage.ts); an S3-compatible
 * store (./s3-storage.ts) in production; ./create-storage.ts picks by configuration. Keys are opaque and never shown to users.
 */
export interface ObjectStorage {
  /** Streams `source` into a new object and answers its key and size. A failed source leaves nothing behind. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  /** The object's content; NOT_FOUND when the key is unknown. */
  get(key: string): Promise<Readable>;
  /** Removes the object; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store is reachable and writable (the directory, the bucket); rejects saying why otherwise. */
  ping(): Promise<void>;
}
