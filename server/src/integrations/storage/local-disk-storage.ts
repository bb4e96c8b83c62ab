import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from './object-storage.js';

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

/**
 * Files on local disk under one directory, named by a random key. An object is written under a
 * temporary name and renamed when complete, so a reader never sees half a file and a failed
 * upload leaves nothing.
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    // Keys come from put(); refuse anything else so a key can never climb out of the root.
    if (!KEY_PATTERN.test(key)) throw AppError.notFound('File');
    return path.join(root, key);
  };
  return {
    async put(source) {
      await mkdir(root, { recursive: true });
      const key = randomUUID();
      const partial = path.join(root, `${key}.partial`);
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, pathOf(key));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return { key, size: (await stat(pathOf(key))).size };
    },
    async get(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch {
        throw AppError.notFound('File');
      }
      return createReadStream(file) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
