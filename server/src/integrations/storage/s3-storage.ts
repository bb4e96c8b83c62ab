import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import { checkedKey } from './keys.js';
import type { ObjectStorage } from './object-storage.js';
import { spooledUpload } from './s3-spooled-upload.js';
import { streamedPut } from './s3-streamed-put.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver, …); unset: AWS itself. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Unset: the AWS default credential chain (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key in the bucket, e.g. 'portal/files/'; the portal's keys stay bare UUIDs. */
  keyPrefix?: string;
  /** Where an upload's parts are kept as files while they arrive when its length is not known before them (./s3-spooled-upload.ts); the system's temp folder by default. */
  spoolDir?: string;
}

/** Multipart part size: S3's minimum, so a part's spool file is 5 MiB at most. */
const PART_SIZE = 5 * 1024 * 1024;
/** How long ping waits for the bucket before calling it unreachable. */
const PING_TIMEOUT_MS = 5_000;

/**
 * The SDK's logger: silent, as its default (NoOpLogger) is, but for one thing the default does: when a request with a
 * streamed body fails, it prints "An error was encountered in a non-retryable streaming request." to the console.
 * An upload's last part is streamed, then given up when the file ends short of it (./s3-spooled-upload.ts): most
 * uploads would print it. A request's failure still fails the upload that sent it, with the error.
 */
const SDK_LOGGER = { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Files in an S3 bucket (or an S3-compatible store). Uploads are streamed as they arrive, never held in memory: as one
 * PutObject when their length is known before their bytes (./s3-streamed-put.ts), else as a multipart upload of
 * 5 MB parts (one PutObject when the file fits in one part; ./s3-spooled-upload.ts); a source that fails leaves no object: the multipart upload is aborted, and the key is deleted
 * in case anything was completed.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Checksums only where an operation requires one (the SDK's behaviour before 3.729). The newer default
    // sends CRC32 checksums, for streamed bodies as aws-chunked trailers, which S3-compatible servers such as
    // s3rver and older MinIO store verbatim or refuse; S3 itself accepts both.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    logger: SDK_LOGGER,
  });
  const bucket = options.bucket;
  const objectKey = (key: string) => `${options.keyPrefix ?? ''}${checkedKey(key)}`;

  const get = async (key: string): Promise<Readable> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 GetObject answered no stream');
      return answer.Body;
    } catch (err) {
      if (isNotFound(err)) throw AppError.notFound('File');
      throw err;
    }
  };

  const put = async (source: Readable, expectedBytes?: number) => {
    const key = randomUUID();
    const spoolDir = options.spoolDir ?? os.tmpdir();
    try {
      if (expectedBytes !== undefined && Number.isSafeInteger(expectedBytes) && expectedBytes > 0) {
        // Its length known before its bytes: one PutObject as they arrive, nothing spooled (another key if the length was not its own).
        const fallbackKey = randomUUID();
        const { streamed, size } = await streamedPut(
          { client, bucket, key: objectKey(key), fallbackKey: objectKey(fallbackKey), length: expectedBytes, partSize: PART_SIZE, spoolDir },
          source,
        );
        return { key: streamed ? key : fallbackKey, size };
      }
      const size = await spooledUpload({ client, bucket, key: objectKey(key), partSize: PART_SIZE, spoolDir }, source);
      return { key, size };
    } catch (err) {
      source.destroy();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })).catch(() => undefined);
      throw err;
    }
  };

  return {
    put: (source) => put(source),

    // The object is complete under its own key once the source ends (a multipart upload cannot be read before
    // it is completed, and a service may need to read it); discarding it deletes it.
    async stage(source, stageOptions) {
      const { key, size } = await put(source, stageOptions?.expectedBytes);
      let state: 'staged' | 'committed' | 'discarded' = 'staged';
      return {
        key,
        size,
        read: () => get(key),
        async commit() {
          if (state !== 'staged') throw new Error(`a ${state} object cannot be committed`);
          state = 'committed';
        },
        async discard() {
          if (state !== 'staged') return;
          state = 'discarded';
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        },
      };
    },

    get,

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
      } catch (err) {
        throw new Error(`S3 bucket "${bucket}" is not reachable: ${err instanceof Error ? err.name : String(err)}`, { cause: err });
      }
    },
  };
}

/** S3's "no such key/bucket": a NoSuchKey error, or a bare 404 where the answer has no body (HEAD). */
function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}
