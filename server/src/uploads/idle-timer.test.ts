import type { Request, Response } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { AppError } from '../errors.js';
import type { ObjectStorage, StagedObject } from '../integrations/storage/object-storage.js';
import { readMultipart } from './read-multipart.js';

/**
 * The multipart reader's idle timeout (no byte for `idleTimeoutMs`: 408) is one timer per body, pushed back by each
 * socket read, not a timer made and cleared per read (a 25 MiB file arrives in some 400 reads). That the timeout
 * still fires on a stalled body is multipart-robustness.test.ts's ("stalled mid-file").
 */

const MIB = 1024 * 1024;
const BOUNDARY = '----idle-timer';
let server: http.Server;
let read: Promise<unknown> | undefined;

beforeAll(async () => {
  const storage = {
    // A store that takes every byte at once.
    stage: (source: Readable) =>
      new Promise<StagedObject>((resolve, reject) => {
        source.on('data', () => undefined);
        source.on('end', () => resolve({ key: 'k', size: 0, discard: () => Promise.resolve() } as unknown as StagedObject));
        source.on('error', reject);
      }),
  } as unknown as ObjectStorage;
  server = http.createServer((req, res) => {
    read = readMultipart(req as Request, res as Response, {
      storage,
      acceptFile: () => true,
      maxFileBytes: 25 * MIB,
      maxFiles: 1,
      tooManyFiles: AppError.badInput('Send one file per document.'),
      maxFields: 10,
      maxFieldBytes: 1000,
      idleTimeoutMs: 60_000,
    }).then(() => res.end('read'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('arms one idle timer for a body of many socket reads', async () => {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const file = Buffer.alloc(8 * MIB, 'x');
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const { port } = server.address() as AddressInfo;
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const answer = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': head.length + file.length + tail.length },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(Buffer.concat([head, file, tail]));
  });
  expect(answer).toBe('read');
  await read;
  // 8 MiB came in at least 128 reads of 64 KiB; the old reader made a timer for each (its idle timer's only use of setTimeout).
  const idleTimers = timers.mock.calls.filter(([, ms]) => ms === 60_000);
  expect(idleTimers).toHaveLength(1);
});
