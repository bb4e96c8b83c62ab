import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_BUFFER_BYTES } from './object-storage.js';
import { drained, spooledUpload } from './s3-spooled-upload.js';

export interface StreamedPutOptions {
  client: S3Client;
  bucket: string;
  /** The object's key when the source is `length` bytes long. */
  key: string;
  /** Its key when the source turns out of another length: copied there from `key`, which is then deleted. */
  fallbackKey: string;
  /** The length the source is expected to have (at least 1), declared to S3 before its first byte. */
  length: number;
  /** Multipart part size and spool folder, for a source that turns out longer than `length` (./s3-spooled-upload.ts). */
  partSize: number;
  spoolDir: string;
}

/** What pads a request whose source ended short of its declared length. */
const ZEROS = Buffer.alloc(64 * 1024);

/**
 * Streams `source` into one object as one PutObject sent while its bytes arrive, when its length is known before them
 * (a request's last file part: its Content-Length less what comes before and after the file). The bytes are passed on
 * as they come (no copy, nothing written to disk): the least an upload to S3 can do. S3 wants the length before the
 * body and refuses a body of another length, and whether the source has that length is known only at its end, so the
 * request is always completed at `length` bytes and a source of another length is put right from the object itself:
 * - exactly `length`: the object is complete under `key` as the source's last byte passes;
 * - shorter (a field after the file): the request is padded with zeros to `length`, then the source's bytes are
 *   copied from it (a ranged GetObject into one PutObject of their length) under `fallbackKey`;
 * - longer (a body closed without its final line break: 2 bytes): the request completes with the first `length`
 *   bytes, and the object under `fallbackKey` is those bytes read back followed by the rest of the source, as a
 *   multipart upload of spooled parts (one PutObject when it fits in one), however long the rest is.
 * In both fallbacks `key` is then deleted. Nothing but the source's own bytes is kept in memory (one buffer of
 * UPLOAD_BUFFER_BYTES per stream on the way). A source that fails gives the request up (S3 stores nothing of a body
 * it did not receive whole); its error is thrown and the caller deletes `key`, as after any failed upload (the request
 * may have completed before the source failed), and anything under `fallbackKey` is deleted here.
 * Answers whether the object is under `key` (streamed) or `fallbackKey`, and its size.
 */
export async function streamedPut(
  { client, bucket, key, fallbackKey, length, partSize, spoolDir }: StreamedPutOptions,
  source: Readable,
): Promise<{ streamed: boolean; size: number }> {
  if (!Number.isSafeInteger(length) || length < 1) throw new Error(`streamedPut needs a length of at least 1 byte, not ${length}`);
  const body = new PassThrough({ highWaterMark: UPLOAD_BUFFER_BYTES });
  // Its failure is the request's, reported by `sent`.
  body.on('error', () => undefined);
  const abort = new AbortController();
  const sent = client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: length, Body: body }), { abortSignal: abort.signal });
  // A store that fails the request stops the writes waiting on its body (below); never left unhandled.
  sent.catch((err: unknown) => body.destroy(err as Error));
  /** Writes to the request's body, waiting while it is full; throws the request's failure. */
  const send = async (bytes: Buffer) => {
    if (!body.write(bytes)) await drained(body);
    if (body.destroyed) await sent;
  };

  let size = 0;
  /** A source longer than `length`: its bytes past it, on their way to `fallbackKey` behind the first `length` bytes. */
  let longer: { rest: PassThrough; stored: Promise<unknown> } | undefined;
  const overflow = async (bytes: Buffer) => {
    if (!longer) {
      // The request is complete with the first `length` bytes; the whole object is those, read back, and the rest.
      const rest = new PassThrough({ highWaterMark: UPLOAD_BUFFER_BYTES });
      // Destroyed with the fallback's failure, maybe before anything reads it: that failure is `stored`'s, thrown below.
      rest.on('error', () => undefined);
      const stored = sent
        .then(() => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })))
        .then(({ Body }) => spooledUpload({ client, bucket, key: fallbackKey, partSize, spoolDir }, Readable.from(joined(Body as Readable, rest))));
      // Its failure stops the source's writes waiting on `rest` (below), and is thrown once they have stopped.
      stored.catch((err: unknown) => rest.destroy(err as Error));
      longer = { rest, stored };
    }
    if (!longer.rest.write(bytes)) await drained(longer.rest);
    if (longer.rest.destroyed) await longer.stored;
  };

  // The source's chunks as they come (piped: a `for await` would join the chunks waiting in the source into a copy).
  const sink = new Writable({
    highWaterMark: UPLOAD_BUFFER_BYTES,
    write(chunk: Buffer, _encoding, done) {
      const fits = Math.min(chunk.length, length - size);
      size += chunk.length;
      const taken = async () => {
        if (fits > 0) {
          await send(fits === chunk.length ? chunk : chunk.subarray(0, fits));
          if (fits < chunk.length || size === length) body.end();
        }
        if (fits < chunk.length) await overflow(fits > 0 ? chunk.subarray(fits) : chunk);
      };
      taken().then(() => done(), done);
    },
  });

  let fellBack = false;
  try {
    await pipeline(source, sink);
    if (size === length) {
      await sent;
      return { streamed: true, size };
    }
    fellBack = true;
    if (longer) {
      longer.rest.end();
      await longer.stored;
    } else {
      // Shorter: the request padded to its length, then the source's bytes copied from it.
      for (let left = length - size; left > 0; left -= ZEROS.length) await send(left >= ZEROS.length ? ZEROS : ZEROS.subarray(0, left));
      body.end();
      await sent;
      await copyStart({ client, bucket, from: key, to: fallbackKey, bytes: size });
    }
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    return { streamed: false, size };
  } catch (err) {
    abort.abort();
    body.destroy();
    await sent.catch(() => undefined);
    longer?.rest.destroy();
    await longer?.stored.catch(() => undefined);
    // (`key` is the caller's to delete, as after any failed upload.)
    if (fellBack || longer) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fallbackKey })).catch(() => undefined);
    throw err;
  }
}

/** The first `bytes` of object `from` as object `to` (a ranged GetObject streamed into one PutObject of that length). */
async function copyStart({ client, bucket, from, to, bytes }: { client: S3Client; bucket: string; from: string; to: string; bytes: number }): Promise<void> {
  if (bytes === 0) {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: to, ContentLength: 0, Body: Buffer.alloc(0) }));
    return;
  }
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: from, Range: `bytes=0-${bytes - 1}` }));
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: to, ContentLength: bytes, Body: Body as Readable }));
}

/** The chunks of `first`, then those of `second`. */
async function* joined(first: Readable, second: Readable): AsyncGenerator<Buffer> {
  yield* first;
  yield* second;
}
