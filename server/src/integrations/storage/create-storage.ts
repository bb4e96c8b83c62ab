import type { Config } from '../../config.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

type StorageConfig = Pick<
  Config,
  | 'STORAGE_DRIVER'
  | 'FILE_STORAGE_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_KEY_PREFIX'
>;

/** The file store STORAGE_DRIVER names: local disk under FILE_STORAGE_DIR, or the S3 bucket of the S3_* settings. */
export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 'disk') return createLocalDiskStorage(config.FILE_STORAGE_DIR);
  // loadConfig refuses s3 without a bucket; this keeps a hand-made config honest too.
  if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
