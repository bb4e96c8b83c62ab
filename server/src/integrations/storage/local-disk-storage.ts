import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import { checkedKey } from './keys.js';
import type { ObjectStorage } from './object-storage.js';

/**
 * Files on local disk under one directory, named by a random key. An object is written under a
 * temporary name and renamed when complete, so a reader never sees half a file and a failed
 * upload leaves nothing.
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
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
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
