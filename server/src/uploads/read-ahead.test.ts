import type { Request, Response } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AppError } from '../errors.js';
import { UPLOAD_BUFFER_BYTES, type ObjectStorage, type StagedObject } from '../integrations/storage/object-storage.js';
import { readMultipart } from './read-multipart.js';

/**
 * How far the multipart reader reads ahead of a store that is busy writing (UPLOAD_BUFFER_BYTES): with Node's
 * default 16 KiB per stream, the store found one socket read (64 KiB) waiting, then the whole chain waited for it
 * read by read, and parsing never overlapped writing. Bytes, not time: the store here never reads.
 */

const MIB = 1024 * 1024;
const BOUNDARY = '----read-ahead';
let server: http.Server;
/** The file's stream as the store was handed it. */
let staged: Readable | undefined;

beforeAll(async () => {
  const storage = {
    // A store busy with something else: it takes the stream and reads nothing of it.
    stage: (source: Readable) => {
      staged = source;
      return new Promise<StagedObject>(() => undefined);
    },
  } as unknown as ObjectStorage;
  server = http.createServer((req, res) => {
    readMultipart(req as Request, res as Response, {
      storage,
      acceptFile: () => true,
      maxFileBytes: 25 * MIB,
      maxFiles: 1,
      tooManyFiles: AppError.badInput('Send one file per document.'),
      maxFields: 10,
      maxFieldBytes: 1000,
      idleTimeoutMs: 60_000,
    }).catch(() => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('has several socket reads of the file ready for a store that is busy writing, not one at a time', async () => {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const file = Buffer.alloc(8 * MIB, 'x');
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const { port } = server.address() as AddressInfo;
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': head.length + file.length + tail.length },
  });
  req.on('error', () => undefined);
  req.end(Buffer.concat([head, file, tail]));
  try {
    // What waits for the store at the end of the chain: at least UPLOAD_BUFFER_BYTES (16 KiB plus one 64 KiB read before).
    await vi.waitFor(() => expect(staged?.readableLength ?? 0).toBeGreaterThanOrEqual(UPLOAD_BUFFER_BYTES), { timeout: 20_000, interval: 25 });
    // Bounded: the body is not read whole into memory while the store waits.
    expect(staged!.readableLength).toBeLessThan(2 * UPLOAD_BUFFER_BYTES);
  } finally {
    req.destroy();
  }
});
