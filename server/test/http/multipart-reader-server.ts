import type { Request, Response } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../../src/errors.js';
import type { ObjectStorage } from '../../src/integrations/storage/object-storage.js';
import { readMultipart } from '../../src/uploads/read-multipart.js';

const MIB = 1024 * 1024;
/** The reader's idle timeout in these servers: long enough never to fire, and a value a test can pick out. */
export const READER_IDLE_TIMEOUT_MS = 60_000;

/**
 * A bare HTTP server whose every request is read by the upload path's multipart reader into `storage`: one file
 * of up to 25 MiB, as the portal's routes allow. `reads` holds each request's read, settled as the reader settles.
 */
export async function startMultipartReaderServer(storage: ObjectStorage, answer: (res: http.ServerResponse) => void = () => undefined) {
  const reads: Promise<unknown>[] = [];
  const server = http.createServer((req, res) => {
    const read = readMultipart(req as Request, res as Response, {
      storage,
      acceptFile: () => true,
      maxFileBytes: 25 * MIB,
      maxFiles: 1,
      tooManyFiles: AppError.badInput('Send one file per document.'),
      maxFields: 10,
      maxFieldBytes: 1000,
      idleTimeoutMs: READER_IDLE_TIMEOUT_MS,
    }).then(() => answer(res));
    read.catch(() => undefined);
    reads.push(read);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    reads,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A multipart body of one file part (`file`, big.pdf) of `size` bytes, and the headers that announce it. */
export function oneFileBody(boundary: string, size: number): { body: Buffer; headers: http.OutgoingHttpHeaders } {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size, 'x'), tail]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } };
}
