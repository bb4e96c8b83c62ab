import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { UPLOAD_BUFFER_BYTES } from './object-storage.js';
import { drained } from './s3-spooled-upload.js';

export interface StreamedPutOptions {
  client: S3Client;
  bucket: string;
  /** The object's key when the source is `length` bytes long. */
  key: string;
  /** Its key when the source turns out of another length: sent again from the spool file under a key of its own. */
  fallbackKey: string;
  /** The length the source is expected to have (at least 1), declared to S3 before its first byte. */
  length: number;
  /** Where the bytes are kept as a file while they arrive, for when they have to be sent again from there. */
  spoolDir: string;
}

/**
 * Streams `source` into one object as one PutObject sent while its bytes arrive, when its length is known before them
 * (a request's last file part: its Content-Length less what comes before and after the file). S3 wants the length
 * before the body and refuses a body of another length, and the expectation is checked only once the source has
 * ended, so:
 * - the bytes go to S3 as they arrive, all but the last one: that one is held back until the source has ended, exactly
 *   `length` long, so S3 never receives a whole body of the wrong bytes;
 * - the same bytes are written to a spool file as they pass. When the source ends at `length`, the request is
 *   finished with the held byte and the spool file removed unread. When it ends short of `length` or goes past it,
 *   the request is given up (S3 stores nothing of a body it did not receive whole) and the spool file is sent as one
 *   PutObject of its true length under `fallbackKey`;
 * - a source that fails gives the request up too and leaves no spool file; its error is thrown (the caller deletes
 *   `key`, as after any failed upload).
 * Memory stays flat: the request's body and the spool file each hold UPLOAD_BUFFER_BYTES before the source waits.
 * Answers whether the object went as streamed (under `key`) or from the spool (under `fallbackKey`), and its size.
 */
export async function streamedPut(
  { client, bucket, key, fallbackKey, length, spoolDir }: StreamedPutOptions,
  source: Readable,
): Promise<{ streamed: boolean; size: number }> {
  if (!Number.isSafeInteger(length) || length < 1) throw new Error(`streamedPut needs a length of at least 1 byte, not ${length}`);
  const dir = await mkdtemp(path.join(spoolDir, 'portal-s3-put-'));
  const file = path.join(dir, 'object');
  const spool = createWriteStream(file, { highWaterMark: UPLOAD_BUFFER_BYTES });
  spool.on('error', () => undefined);
  const body = new PassThrough({ highWaterMark: UPLOAD_BUFFER_BYTES });
  // Its failure is the request's, reported by `sent`.
  body.on('error', () => undefined);
  const abort = new AbortController();
  const sent = client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: length, Body: body }), { abortSignal: abort.signal });
  // A store that fails the request stops the writes waiting on its body (below); never left unhandled.
  sent.catch((err: unknown) => body.destroy(err as Error));
  let streaming = true;
  const giveUp = async () => {
    if (!streaming) return;
    streaming = false;
    abort.abort();
    body.destroy();
    await sent.catch(() => undefined);
  };

  let size = 0;
  /** The source's last expected byte, held back until the source has ended. */
  let held: Buffer | undefined;
  let fellBack = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (chunk.length === 0) continue;
      const waits: Promise<void>[] = [];
      if (streaming && size + chunk.length > length) {
        // Longer than declared: this request cannot carry it.
        await giveUp();
      } else if (streaming) {
        const now = size + chunk.length === length ? chunk.subarray(0, -1) : chunk;
        if (now !== chunk) held = Buffer.from(chunk.subarray(-1));
        if (!body.write(now)) waits.push(drained(body));
      }
      if (!spool.write(chunk)) waits.push(drained(spool));
      size += chunk.length;
      await Promise.all(waits);
      // The request failed meanwhile (its body destroyed with the store's error): the upload fails with it.
      if (streaming && body.destroyed) await sent;
      if (spool.destroyed) await finished(spool);
    }

    if (streaming && size === length) {
      spool.end();
      body.end(held);
      await sent;
      await finished(spool);
      return { streamed: true, size };
    }
    // Shorter than declared (or given up above when longer): the spool file holds the bytes; one PutObject of them.
    await giveUp();
    spool.end();
    await finished(spool);
    fellBack = true;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: fallbackKey, ContentLength: size, Body: createReadStream(file) }));
    // S3 kept nothing of the request given up; a server that keeps what it received (s3rver) has it removed.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
    return { streamed: false, size };
  } catch (err) {
    await giveUp();
    spool.destroy();
    // Closed before the folder goes, so no file can appear in it afterwards.
    await finished(spool).catch(() => undefined);
    // (`key` is the caller's to delete, as after any failed upload; the spool file's PutObject may have left a part.)
    if (fellBack) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fallbackKey })).catch(() => undefined);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
