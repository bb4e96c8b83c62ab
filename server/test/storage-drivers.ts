import { existsSync, readdirSync } from 'node:fs';
import { startTestPortal, type TestPortal } from './harness.js';
import { startS3Server } from './fakes/s3-server.js';

/** Where a test portal's uploaded files can live: the file tests run on each. */
export const STORAGE_DRIVERS = ['disk', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** S3 objects go under a prefix, as a shared bucket would have them. */
const S3_KEY_PREFIX = 'files/';

export interface PortalOnStorage extends TestPortal {
  /** The keys the store holds, sorted: on disk every name in the directory (partial files too), on S3 every object. */
  storedKeys(): Promise<string[]>;
}

/** A test portal (startTestPortal) whose files live on local disk, or in a bucket of an in-process S3 server. */
export async function startPortalOn(driver: StorageDriver, env: Record<string, string> = {}): Promise<PortalOnStorage> {
  if (driver === 'disk') {
    const portal = await startTestPortal(env);
    const dir = portal.config.FILE_STORAGE_DIR;
    return { ...portal, storedKeys: async () => (existsSync(dir) ? readdirSync(dir).sort() : []) };
  }
  const s3 = await startS3Server();
  try {
    const portal = await startTestPortal({ ...s3.env, S3_KEY_PREFIX, ...env });
    return {
      ...portal,
      // The whole bucket, so an object outside the prefix would show (and fail a comparison with the portal's keys).
      storedKeys: async () => (await s3.keys()).map((key) => (key.startsWith(S3_KEY_PREFIX) ? key.slice(S3_KEY_PREFIX.length) : key)),
      async stop() {
        await portal.stop();
        await s3.stop();
      },
    };
  } catch (err) {
    await s3.stop();
    throw err;
  }
}
