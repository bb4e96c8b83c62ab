import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { toAppError } from '../../errors-map.js';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage.js';
import { UPLOAD_MESSAGES } from '../../uploads/upload-errors.js';
import { receiveUpload } from './upload-intake.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cut-upload-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Files the disk store holds, at any depth. */
const stored = () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

it("a file stream that breaks off mid-upload is the caller's 400, not a 500, and nothing is kept", async () => {
  const storage = createLocalDiskStorage(dir);
  // What a multipart parser's file stream does when the body ends before the file's closing boundary.
  const cut = () =>
    new Readable({
      read() {
        this.push(Buffer.from('%PDF-1.4\n'.padEnd(8192, 'x')));
        setImmediate(() => this.destroy(new Error('Unexpected end of file')));
      },
    });
  const failure = await receiveUpload(storage, { filename: 'w9.pdf', createReadStream: cut }).then(
    () => null,
    (err: unknown) => err,
  );
  const answer = toAppError(failure);
  expect({ code: answer.code, message: answer.message }).toEqual({ code: 'BAD_USER_INPUT', message: UPLOAD_MESSAGES.cut });
  expect(stored()).toEqual([]);
});
