import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { oneFileBody, startMultipartReaderServer } from '../../test/http/multipart-reader-server.js';
import { UPLOAD_BUFFER_BYTES, type ObjectStorage, type StagedObject } from '../integrations/storage/object-storage.js';

/**
 * How far the multipart reader reads ahead of a store that is busy writing (UPLOAD_BUFFER_BYTES): with Node's
 * default 16 KiB per stream, the store found one socket read (64 KiB) waiting, then the whole chain waited for it
 * read by read, and parsing never overlapped writing. Bytes, not time: the store here never reads.
 */

const MIB = 1024 * 1024;
let server: Awaited<ReturnType<typeof startMultipartReaderServer>>;
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
  server = await startMultipartReaderServer(storage);
});

afterAll(() => server.close());

it('has several socket reads of the file ready for a store that is busy writing, not one at a time', async () => {
  const { body, headers } = oneFileBody('----read-ahead', 8 * MIB);
  const req = http.request({ port: server.port, host: '127.0.0.1', method: 'POST', headers });
  req.on('error', () => undefined);
  req.end(body);
  try {
    // What waits for the store at the end of the chain: at least UPLOAD_BUFFER_BYTES (16 KiB plus one 64 KiB read before).
    await vi.waitFor(() => expect(staged?.readableLength ?? 0).toBeGreaterThanOrEqual(UPLOAD_BUFFER_BYTES), { timeout: 20_000, interval: 25 });
    // Bounded: the body is not read whole into memory while the store waits.
    expect(staged!.readableLength).toBeLessThan(2 * UPLOAD_BUFFER_BYTES);
  } finally {
    req.destroy();
  }
});
