import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { streamedPut } from './s3-streamed-put.js';

/** An S3 client that takes PutObject bodies whole, fails every GetObject, and notes each call. */
function fakeClient() {
  const calls: string[] = [];
  const put = new Map<string, Buffer>();
  const client = {
    async send(command: unknown) {
      if (command instanceof PutObjectCommand) {
        const { Key, Body } = command.input;
        calls.push(`put ${Key}`);
        put.set(Key!, await buffer(Body as Readable));
        return {};
      }
      if (command instanceof GetObjectCommand) {
        calls.push(`get ${command.input.Key}`);
        throw new Error('the read back failed');
      }
      if (command instanceof DeleteObjectCommand) {
        calls.push(`delete ${command.input.Key}`);
        return {};
      }
      throw new Error(`unexpected ${String(command)}`);
    },
  } as unknown as S3Client;
  return { client, calls, put };
}

/** `bytes` in 64 KiB chunks, as a request body arrives. */
const chunksOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
    { objectMode: false },
  );

describe('streamedPut', () => {
  const options = { bucket: 'b', key: 'k', fallbackKey: 'f', partSize: 5 * 1024 * 1024, spoolDir: os.tmpdir() };

  it('passes the source on as it came: the request holds the exact bytes, nothing else is sent', async () => {
    const { client, calls, put } = fakeClient();
    const content = randomBytes(1024 * 1024 + 7);
    await expect(streamedPut({ client, ...options, length: content.length }, chunksOf(content))).resolves.toEqual({ streamed: true, size: content.length });
    expect(calls).toEqual(['put k']);
    expect(put.get('k')!.equals(content)).toBe(true);
  });

  it('fails, and leaves neither key, when the object cannot be read back for a source longer than told', async () => {
    const { client, calls } = fakeClient();
    // Far longer than told, so the source still flows while the read back fails (its rest waiting, unread).
    const content = randomBytes(2 * 1024 * 1024);
    await expect(streamedPut({ client, ...options, length: 100 * 1024 }, chunksOf(content))).rejects.toThrow('the read back failed');
    expect(calls).toEqual(['put k', 'get k', 'delete f']);
  });
});
