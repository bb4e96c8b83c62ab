import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import { checkedKey } from './keys.js';
import { UPLOAD_BUFFER_BYTES, type ObjectStorage, type StagedObject } from './object-storage.js';

/**
 * Files on local disk under one directory, named by a random key. An object is written under a
 * temporary name (`<key>.partial`, in the same directory so the rename moves no byte) and renamed when
 * committed, so a reader never sees half a file and a failed or refused upload leaves nothing.
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  const stage = async (source: Readable): Promise<StagedObject> => {
    await mkdir(root, { recursive: true });
    const key = randomUUID();
    const partial = path.join(root, `${key}.partial`);
    const out = createWriteStream(partial, { flags: 'wx', highWaterMark: UPLOAD_BUFFER_BYTES });
    try {
      await pipeline(source, out);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      key,
      size: out.bytesWritten,
      read: async () => createReadStream(state === 'committed' ? pathOf(key) : partial) as Readable,
      async commit() {
        if (state !== 'staged') throw new Error(`a ${state} object cannot be committed`);
        await rename(partial, pathOf(key));
        state = 'committed';
      },
      async discard() {
        if (state !== 'staged') return;
        state = 'discarded';
        await rm(partial, { force: true });
      },
    };
  };
  return {
    stage,
    async put(source) {
      const staged = await stage(source);
      try {
        await staged.commit();
      } catch (err) {
        await staged.discard();
        throw err;
      }
      return { key: staged.key, size: staged.size };
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
