import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { UPLOAD_BUFFER_BYTES } from './object-storage.js';

export interface SpooledUploadOptions {
  client: S3Client;
  bucket: string;
  key: string;
  /** Bytes per part (S3's minimum is 5 MiB for every part but the last). */
  partSize: number;
  /** Where each part is kept as a file while it arrives, for when it has to be sent again from there. */
  spoolDir: string;
}

/** One part as its bytes arrive: its spool file, and (after the first part) the UploadPart that streams it. */
interface Part {
  number: number;
  size: number;
  file: string;
  spool: WriteStream;
  /** The part's bytes going to S3 as they arrive, declared a whole part long; none for the first part. */
  streamed?: { body: PassThrough; abort: AbortController; sent: Promise<void> };
}

/**
 * Streams `source` into one object, in one pass of its bytes, with memory flat whatever the file's size and however
 * many uploads run. S3 wants each request's length before its body, and a stream's length is known only once it has
 * ended, so:
 * - the first part is written to a spool file; a source that ends within it (or right at its end) is one PutObject
 *   of that file with its length; a byte past it makes a multipart upload, and the spooled part is sent while the
 *   next ones arrive;
 * - every later part goes to S3 as it arrives, as an UploadPart declared a whole part long (the one length it can
 *   have unless it is the last): when it fills, its request is done by the time its last byte has passed, and its
 *   spool file, a copy kept as it went, is removed unread. Only the last part, shorter, is cut off and sent again
 *   from its spool file with its true length;
 * - at most two parts are in flight (the one arriving and one before it, still being answered), so a slow store
 *   slows the source.
 * The bytes so go once to disk (the spool files) and once to S3, and the spool is read back only for the first and
 * the last part. A source that fails leaves no object and no spool file: the requests under way are aborted, the
 * multipart upload too, and the source's error thrown. Answers the bytes stored.
 */
export async function spooledUpload({ client, bucket, key, partSize, spoolDir }: SpooledUploadOptions, source: Readable): Promise<number> {
  const dir = await mkdtemp(path.join(spoolDir, 'portal-s3-part-'));
  let created: Promise<string> | undefined;
  const uploadId = () =>
    (created ??= client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key })).then(({ UploadId }) => {
      if (!UploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
      return UploadId;
    }));
  const sent: { ETag: string | undefined; PartNumber: number }[] = [];
  /** Parts on their way to S3, oldest first. */
  const inFlight: Promise<void>[] = [];
  const track = (sending: Promise<void>) => {
    // Never left unhandled: the next part, the end or the failure awaits it.
    sending.catch(() => undefined);
    inFlight.push(sending);
  };
  const uploadPart = async (number: number, length: number, body: Readable, abortSignal?: AbortSignal) => {
    const UploadId = await uploadId();
    const answer = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: number, ContentLength: length, Body: body }), {
      abortSignal,
    });
    sent.push({ ETag: answer.ETag, PartNumber: number });
  };
  /** A spooled part (its file complete) sent from its file, then the file removed. */
  const sendSpooled = async (part: Part) => {
    await uploadPart(part.number, part.size, createReadStream(part.file));
    await rm(part.file, { force: true });
  };

  let size = 0;
  const open = (number: number): Part => {
    const file = path.join(dir, String(number));
    const part: Part = { number, size: 0, file, spool: createWriteStream(file, { highWaterMark: UPLOAD_BUFFER_BYTES }) };
    part.spool.on('error', () => undefined);
    if (number > 1) {
      const body = new PassThrough({ highWaterMark: UPLOAD_BUFFER_BYTES });
      // Its failure is the request's, reported by `sent`.
      body.on('error', () => undefined);
      const abort = new AbortController();
      const sending = uploadPart(number, partSize, body, abort.signal);
      // A store that fails the request stops the writes waiting on its body (see write()).
      sending.catch((err: unknown) => body.destroy(err as Error));
      part.streamed = { body, abort, sent: sending };
    }
    return part;
  };
  /** The first part, complete and not yet sent: sent as a part once a byte after it arrives, else as the whole object. */
  let first: Part | undefined;
  let part: Part | undefined;
  try {
    part = open(1);
    for await (const chunk of source as AsyncIterable<Buffer>) {
      let rest = chunk;
      while (rest.length > 0) {
        if (first) {
          // A byte past the first part: a multipart upload, its first part sent from the spool.
          track(sendSpooled(first));
          first = undefined;
        }
        if (!part) {
          // Two parts in flight at most: this one and one before it.
          while (inFlight.length > 1) await inFlight.shift();
          part = open(Math.floor(size / partSize) + 1);
        }
        const take = rest.subarray(0, partSize - part.size);
        await write(part, take);
        part.size += take.length;
        size += take.length;
        rest = rest.subarray(take.length);
        if (part.size === partSize) {
          const full = part;
          part = undefined;
          full.spool.end();
          if (full.streamed) {
            full.streamed.body.end();
            // Sent as it arrived: the copy in the spool is not needed.
            track(Promise.all([full.streamed.sent, finished(full.spool)]).then(() => rm(full.file, { force: true })));
          } else {
            await finished(full.spool);
            first = full;
          }
        }
      }
    }

    if (!created) {
      // It fitted in one part (or none): one PutObject of the spool file with its length.
      const only = first ?? part!;
      if (only === part) {
        part = undefined;
        only.spool.end();
        await finished(only.spool);
      }
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: only.size, Body: createReadStream(only.file) }));
      return size;
    }
    if (part) {
      // The last part, shorter than it was declared: its streamed request is given up and its spool file sent instead.
      const last = part;
      part = undefined;
      last.streamed!.abort.abort();
      await last.streamed!.sent.catch(() => undefined);
      last.spool.end();
      await finished(last.spool);
      track(sendSpooled(last));
    }
    await Promise.all(inFlight);
    sent.sort((a, b) => a.PartNumber - b.PartNumber);
    await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: await uploadId(), MultipartUpload: { Parts: sent } }));
    return size;
  } catch (err) {
    if (part?.streamed) {
      part.streamed.abort.abort();
      part.streamed.body.destroy();
      await part.streamed.sent.catch(() => undefined);
    }
    if (part) {
      part.spool.destroy();
      // Closed before the folder goes, so no file can appear in it afterwards.
      await finished(part.spool).catch(() => undefined);
    }
    await Promise.allSettled(inFlight);
    const UploadId = created && (await created.catch(() => undefined));
    if (UploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId })).catch(() => undefined);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes a part's bytes to its spool file and, when it streams, to its request; waits while either is full. */
async function write(part: Part, bytes: Buffer): Promise<void> {
  const waits: Promise<void>[] = [];
  if (part.streamed && !part.streamed.body.write(bytes)) waits.push(drained(part.streamed.body));
  if (!part.spool.write(bytes)) waits.push(drained(part.spool));
  await Promise.all(waits);
  // The request failed meanwhile (its body destroyed with the store's error): the upload fails with it.
  if (part.streamed?.body.destroyed) await part.streamed.sent;
  if (part.spool.destroyed) await finished(part.spool);
}

/** Resolves once `stream` takes writes again, or is closed (a failure the caller finds on the stream). */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}
