import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The part of s3rver (CommonJS, untyped) the tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] }) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver checks signatures against this fixed key pair. */
const ACCESS_KEY = 'S3RVER';

/** A real S3-protocol server in-process (s3rver) on a loopback port, its objects in a temporary directory. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The portal's settings for this server: pass to startTestPortal or loadConfig. */
  env: Record<string, string>;
  /** Every request received, oldest first (e.g. to see a multipart upload's parts). */
  requests: { method: string; url: string }[];
  /** The keys of the objects in the bucket under `prefix`, the prefix taken off, sorted. */
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** The portal's settings for an s3rver at `endpoint`. */
const portalEnv = (endpoint: string, bucket: string): Record<string, string> => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: ACCESS_KEY,
});

export async function startS3Server(bucket = 'portal-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const requests: S3Server['requests'] = [];
  server.httpServer?.on('request', (req: { method?: string; url?: string }) => requests.push({ method: req.method ?? '', url: req.url ?? '' }));
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY } });
  return {
    endpoint,
    bucket,
    requests,
    env: portalEnv(endpoint, bucket),
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!.slice(prefix.length)));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      // Keep-alive sockets of the portal's S3 client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The same server in a child process (./s3rver-child.mjs), for a test that measures this process's memory while
 * the portal in it uploads: only the settings and a stop.
 */
export async function startS3ServerProcess(bucket = 'portal-files'): Promise<Pick<S3Server, 'endpoint' | 'bucket' | 'env' | 'stop'>> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const child = spawn(process.execPath, [new URL('./s3rver-child.mjs', import.meta.url).pathname, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: portalEnv(endpoint, bucket),
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
