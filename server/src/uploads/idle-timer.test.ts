import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { oneFileBody, READER_IDLE_TIMEOUT_MS, startMultipartReaderServer } from '../../test/http/multipart-reader-server.js';
import type { ObjectStorage, StagedObject } from '../integrations/storage/object-storage.js';

/**
 * The multipart reader's idle timeout (no byte for `idleTimeoutMs`: 408) is one timer per body, pushed back by each
 * socket read, not a timer made and cleared per read (a 25 MiB file arrives in some 400 reads). That the timeout
 * still fires on a stalled body is multipart-robustness.test.ts's ("stalled mid-file").
 */

const MIB = 1024 * 1024;
let server: Awaited<ReturnType<typeof startMultipartReaderServer>>;

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
  server = await startMultipartReaderServer(storage, (res) => res.end('read'));
});

afterEach(() => vi.restoreAllMocks());

afterAll(() => server.close());

it('arms one idle timer for a body of many socket reads', async () => {
  const { body, headers } = oneFileBody('----idle-timer', 8 * MIB);
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const answer = await new Promise<string>((resolve, reject) => {
    const req = http.request({ port: server.port, host: '127.0.0.1', method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(body);
  });
  expect(answer).toBe('read');
  await server.reads.at(-1);
  // 8 MiB came in at least 128 reads of 64 KiB; the old reader made a timer for each (its idle timer's only use of setTimeout).
  const idleTimers = timers.mock.calls.filter(([, ms]) => ms === READER_IDLE_TIMEOUT_MS);
  expect(idleTimers).toHaveLength(1);
});
