import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface SpooledUploadOptions {
  client: S3Client;
  bucket: string;
  key: string;
  /** Bytes per part (S3's minimum is 5 MiB for every part but the last). */
  partSize: number;
  /** Where each part waits, as a file, until it is sent. */
  spoolDir: string;
}

/** One part written to its spool file, ready to send. */
interface Part {
  number: number;
  file: string;
  size: number;
}

/**
 * Streams `source` into one object, as a multipart upload when it is larger than one part. S3 wants each part's
 * length before its body, and a stream's length is known only once it has ended, so each part is first written to
 * a spool file, then sent from it while the next part is written: the bytes go once to disk and once to S3, memory
 * holds a chunk or two whatever the file's size and however many uploads run (lib-storage's Upload held its parts
 * in memory: about 3 parts of 5 MiB an upload). A source that fails leaves no object and no spool file: the
 * multipart upload is aborted and the source's error thrown. Answers the bytes stored.
 */
export async function spooledUpload({ client, bucket, key, partSize, spoolDir }: SpooledUploadOptions, source: Readable): Promise<number> {
  const dir = await mkdtemp(path.join(spoolDir, 'portal-s3-part-'));
  let uploadId: string | undefined;
  const sent: { ETag: string | undefined; PartNumber: number }[] = [];
  // The part being sent while the next one is written: at most one in flight, so a slow store slows the source.
  let sending: Promise<void> = Promise.resolve();
  let size = 0;

  const send = async (part: Part) => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }))).UploadId;
    const answer = await client.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: part.number, ContentLength: part.size, Body: createReadStream(part.file) }),
    );
    sent.push({ ETag: answer.ETag, PartNumber: part.number });
    await rm(part.file, { force: true });
  };

  let file: FileHandle | undefined;
  let part: Part | undefined;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      let rest = chunk;
      while (rest.length > 0) {
        if (!part) {
          // A part starts where the one before it ended, at a whole number of parts.
          const number = Math.floor(size / partSize) + 1;
          part = { number, file: path.join(dir, String(number)), size: 0 };
          file = await open(part.file, 'w');
        }
        const take = rest.subarray(0, partSize - part.size);
        await file!.write(take);
        part.size += take.length;
        size += take.length;
        rest = rest.subarray(take.length);
        if (part.size === partSize) {
          await file!.close();
          file = undefined;
          const full = part;
          part = undefined;
          await sending;
          sending = send(full);
          // Not awaited here, but never left unhandled: the next part, or the end, awaits it.
          sending.catch(() => undefined);
        }
      }
    }
    await file?.close();
    file = undefined;
    await sending;
    if (!uploadId) {
      // It fitted in one part (or none): one PutObject with its length.
      const only = part ?? { number: 1, file: path.join(dir, '1'), size: 0 };
      if (!part) await (await open(only.file, 'w')).close();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: only.size, Body: createReadStream(only.file) }));
    } else {
      if (part) await send(part);
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: sent } }));
    }
    return size;
  } catch (err) {
    await file?.close().catch(() => undefined);
    await sending.catch(() => undefined);
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
