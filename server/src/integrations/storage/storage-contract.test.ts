import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/fakes/s3-server.js';
import { loadConfig } from '../../config.js';
import { createStorage } from './create-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** One store under test: the storage, what it holds (every name, partial ones included), and a store that cannot work. */
interface Subject {
  storage: ObjectStorage;
  stored(): Promise<string[]>;
  unreachable: ObjectStorage;
  /** The S3 server, to see the requests it received; none for local disk. */
  s3?: S3Server;
  stop(): Promise<void>;
}

const TEST_ENV = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };

const SUBJECTS: Record<'disk' | 's3', () => Promise<Subject>> = {
  async disk() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-storage-contract-'));
    const root = path.join(dir, 'files');
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    return {
      storage: createStorage(loadConfig({ ...TEST_ENV, DATA_DIR: dir, FILE_STORAGE_DIR: root })),
      stored: async () => (existsSync(root) ? readdirSync(root).sort() : []),
      // Its root would sit under a regular file: it can never be created.
      unreachable: createLocalDiskStorage(path.join(blocker, 'files')),
      stop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  async s3() {
    const s3 = await startS3Server();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-storage-contract-'));
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dir, ...s3.env, S3_KEY_PREFIX: 'contract/' });
    return {
      storage: createStorage(config),
      // The whole bucket: nothing may appear outside the prefix either.
      stored: () => s3.keys(),
      unreachable: createS3Storage({
        bucket: 'no-such-bucket',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
      s3,
      async stop() {
        await s3.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

/** `bytes` in chunks as a request body would arrive, then (optionally) an error instead of the end. */
function streamOf(bytes: Buffer, failWith?: Error): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
      if (failWith) throw failWith;
    })(),
  );
}

const MB = 1024 * 1024;

/** The part numbers of the UploadPart requests the S3 server received since `from` (of object `key` when given). */
function partsSent(s3: S3Server, from: number, key?: string): (string | null)[] {
  return s3.requests
    .slice(from)
    .filter((r) => r.method === 'PUT' && (!key || r.url.startsWith(`/${s3.bucket}/contract/${key}?`)) && r.url.includes('partNumber='))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('partNumber'));
}

describe.each(Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[])('object storage on %s', (driver) => {
  let subject: Subject;
  let storage: ObjectStorage;
  beforeAll(async () => {
    subject = await SUBJECTS[driver]();
    storage = subject.storage;
  });
  afterAll(() => subject?.stop());

  /** Names held by the store, the prefix of S3 keys taken off. */
  const stored = async () => (await subject.stored()).map((name) => name.replace(/^contract\//, ''));

  it('streams a file over 5 MB in, answers its key and size, and gives the same bytes back', async () => {
    const content = randomBytes(12 * MB + 123);
    const requestsBefore = subject.s3?.requests.length ?? 0;
    const { key, size } = await storage.put(streamOf(content));
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(size).toBe(content.length);
    expect(await stored()).toContain(key);
    expect((await buffer(await storage.get(key))).equals(content)).toBe(true);
    if (subject.s3) {
      // A multipart upload of three 5 MB parts under the prefix. The last one, shorter, went as a whole part while it
      // arrived (as the second did), then, once the source ended short of it, again from its spool file.
      expect(partsSent(subject.s3, requestsBefore, key).sort()).toEqual(['1', '2', '3', '3']);
    }
  });

  it.runIf(driver === 's3')('sends every part after the first while it arrives, and a file of one part as one PutObject', async () => {
    const s3 = subject.s3!;
    const content = randomBytes(12 * MB);
    const source = new Readable({ read() {} });
    const pushed = (from: number, to: number) => {
      for (let at = from; at < to; at += 64 * 1024) source.push(content.subarray(at, Math.min(to, at + 64 * 1024)));
    };
    let requestsBefore = s3.requests.length;
    const warn = vi.spyOn(console, 'warn');
    const staged = storage.put(source);
    // 7 MB in: the first part is sent from its spool file, and the second part's request is under way already,
    // though 3 MB of it have yet to come (sent once complete, it would not start before 10 MB).
    pushed(0, 7 * MB);
    await vi.waitFor(() => expect(partsSent(s3, requestsBefore)).toEqual(expect.arrayContaining(['1', '2'])), { timeout: 20_000, interval: 25 });
    pushed(7 * MB, 12 * MB);
    source.push(null);
    const { key, size } = await staged;
    expect(size).toBe(content.length);
    expect((await buffer(await storage.get(key))).equals(content)).toBe(true);
    // Part 2 went once, as it arrived; only the shorter last part went twice, and giving up its first request is
    // not reported as a failure (the SDK would print a warning for it on every such upload).
    expect(partsSent(s3, requestsBefore, key).sort()).toEqual(['1', '2', '3', '3']);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    await storage.delete(key);

    // Exactly one part long: no multipart upload, one PutObject of the spool file.
    requestsBefore = s3.requests.length;
    const one = await storage.put(streamOf(randomBytes(5 * MB)));
    expect(one.size).toBe(5 * MB);
    expect(s3.requests.slice(requestsBefore).map((r) => `${r.method} ${new URL(r.url, 'http://x').searchParams.get('x-id')}`)).toEqual(['PUT PutObject']);
    await storage.delete(one.key);
  });

  it('stages a file whose length is known before its bytes exactly, however long it turns out to be', async () => {
    const before = await stored();
    const calls = (from: number) =>
      subject.s3?.requests.slice(from).map((r) => `${r.method} ${new URL(r.url, 'http://x').searchParams.get('x-id') ?? new URL(r.url, 'http://x').search}`);
    // As announced: on S3 one PutObject sent while the bytes arrive, no multipart upload.
    const content = randomBytes(12 * MB + 5);
    let from = subject.s3?.requests.length ?? 0;
    const exact = await storage.stage(streamOf(content), { expectedBytes: content.length });
    expect(exact.size).toBe(content.length);
    expect((await buffer(await exact.read())).equals(content)).toBe(true);
    if (subject.s3) expect(calls(from)).toEqual(['PUT PutObject', 'GET GetObject']);
    await exact.discard();

    // Shorter or longer than announced (a file not the last part, a body closed otherwise): the announced request is
    // completed at its length anyway, nothing spooled beside it, and the object is put right under another key from
    // what it holds: the source's bytes read back (ranged) when it was padded, or read back and followed by the rest
    // of the source when it went on; the announced key is then deleted.
    for (const expectedBytes of [content.length + 2, content.length - 2, 1]) {
      from = subject.s3?.requests.length ?? 0;
      const other = await storage.stage(streamOf(content), { expectedBytes });
      expect(other.size).toBe(content.length);
      expect((await buffer(await other.read())).equals(content)).toBe(true);
      if (subject.s3) {
        const sent = calls(from)!;
        expect(sent.slice(0, 2)).toEqual(['PUT PutObject', 'GET GetObject']);
        expect(sent.slice(-2)).toEqual(['DELETE DeleteObject', 'GET GetObject']);
        // Shorter: one PutObject of the bytes read back; longer: those bytes and the rest as a multipart upload.
        if (expectedBytes > content.length) expect(sent.slice(2, -2)).toEqual(['PUT PutObject']);
        else expect(sent.slice(2, -2)).toEqual(expect.arrayContaining(['POST ?uploads=', 'PUT UploadPart']));
      }
      await other.commit();
      expect(await stored()).toEqual([...before, other.key].sort());
      await storage.delete(other.key);
    }

    // A source that fails or is cut off: nothing, announced or not.
    const failure = new Error('the client went away');
    await expect(storage.stage(streamOf(randomBytes(7 * MB), failure), { expectedBytes: 7 * MB })).rejects.toBe(failure);
    const cut = new Readable({ read() {} });
    cut.push(randomBytes(6 * MB));
    const staged = storage.stage(cut, { expectedBytes: 8 * MB });
    // Cut once the store is writing the object: s3rver writes a PUT's body to the object's file as it arrives, so a
    // PUT whose handler opened that file after the portal's cleanup delete (under load) left its bytes behind, which
    // real S3 never keeps of a PUT that ended short of its length.
    await expect.poll(async () => (await stored()).length, { timeout: 30_000 }).toBeGreaterThan(before.length);
    cut.destroy();
    await expect(staged).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  it.runIf(driver === 's3')('sends a file of the length announced while it arrives, nothing written to disk beside it', async () => {
    const s3 = subject.s3!;
    const spoolDir = mkdtempSync(path.join(os.tmpdir(), 'portal-storage-spool-'));
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const watched = createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials, spoolDir });
    try {
      const content = randomBytes(7 * MB);
      const source = new Readable({ read() {} });
      const from = s3.requests.length;
      const staged = watched.stage(source, { expectedBytes: content.length });
      for (let at = 0; at < 4 * MB; at += 64 * 1024) source.push(content.subarray(at, at + 64 * 1024));
      // The request is under way with the first 4 MB given: no spool file holds them (a copy once written there).
      await vi.waitFor(() => expect(s3.requests.slice(from).map((r) => r.method)).toEqual(['PUT']), { timeout: 20_000, interval: 25 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(readdirSync(spoolDir)).toEqual([]);
      for (let at = 4 * MB; at < content.length; at += 64 * 1024) source.push(content.subarray(at, at + 64 * 1024));
      source.push(null);
      const object = await staged;
      expect(object.size).toBe(content.length);
      expect((await buffer(await object.read())).equals(content)).toBe(true);
      await object.discard();
      expect(readdirSync(spoolDir)).toEqual([]);
    } finally {
      rmSync(spoolDir, { recursive: true, force: true });
    }
  });

  it('stores a small file and an empty one, each with its exact size', async () => {
    const small = await storage.put(streamOf(Buffer.from('%PDF-1.4 small')));
    expect(small.size).toBe(14);
    expect((await buffer(await storage.get(small.key))).toString()).toBe('%PDF-1.4 small');
    const empty = await storage.put(Readable.from([]));
    expect(empty.size).toBe(0);
    expect((await buffer(await storage.get(empty.key))).length).toBe(0);
  });

  it('answers NOT_FOUND for an unknown key, and for a key once deleted; deleting an unknown key is fine', async () => {
    await expect(storage.get(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
    const { key } = await storage.put(streamOf(Buffer.from('short-lived')));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stored()).not.toContain(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(randomUUID())).resolves.toBeUndefined();
  });

  it('refuses a key it could not have made, so none can climb out of its place', async () => {
    for (const key of ['../escape', `../${randomUUID()}`.slice(0, 36), 'contract/x', '']) {
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(storage.delete(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('leaves nothing behind when the source fails mid-way (after a first 5 MB part) or is cut off', async () => {
    const before = await stored();
    const failure = new Error('the client went away');
    const requestsBefore = subject.s3?.requests.length ?? 0;
    await expect(storage.put(streamOf(randomBytes(7 * MB), failure))).rejects.toBe(failure);
    if (subject.s3) {
      // The stored part is given up (s3rver answers this call MethodNotAllowed, S3 removes the parts).
      // The first part went from its spool file, the second was streaming when the source failed: both requests.
      expect(subject.s3.requests.slice(requestsBefore).map((r) => `${r.method} ${new URL(r.url, 'http://x').searchParams.get('x-id')}`)).toEqual([
        'POST null',
        'PUT UploadPart',
        'PUT UploadPart',
        'DELETE AbortMultipartUpload',
        'DELETE DeleteObject',
      ]);
    }
    await expect(storage.put(streamOf(randomBytes(MB), failure))).rejects.toBe(failure);
    // A request body destroyed without an error (a dropped connection) must not hang nor store anything.
    const cut = new Readable({ read() {} });
    cut.push(randomBytes(6 * MB));
    setTimeout(() => cut.destroy(), 50);
    await expect(storage.put(cut)).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  it('stages an object as an upload arrives: kept once committed, removed when discarded, nothing from a failed source', async () => {
    const before = await stored();
    const kept = await storage.stage(streamOf(Buffer.from('%PDF-1.4 staged')));
    expect(kept.size).toBe(15);
    // Readable before it is kept: a service that needs the bytes (a CSV it parses) reads them from here.
    expect((await buffer(await kept.read())).toString()).toBe('%PDF-1.4 staged');
    await kept.commit();
    expect((await buffer(await storage.get(kept.key))).toString()).toBe('%PDF-1.4 staged');
    // Discarding what was committed changes nothing: a committed object goes with delete(key).
    await kept.discard();
    expect(await stored()).toContain(kept.key);

    const dropped = await storage.stage(streamOf(randomBytes(6 * MB)));
    await dropped.discard();
    await expect(storage.get(dropped.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const failure = new Error('the client went away');
    await expect(storage.stage(streamOf(randomBytes(6 * MB), failure))).rejects.toBe(failure);
    await storage.delete(kept.key);
    expect(await stored()).toEqual(before);
  });

  it('pings a reachable store, and fails the ping of one that cannot be reached', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    await expect(subject.unreachable.ping()).rejects.toThrow();
  });
});

describe('configuration', () => {
  it('refuses STORAGE_DRIVER=s3 without a bucket, and a key without its secret', () => {
    expect(() => loadConfig({ ...TEST_ENV, STORAGE_DRIVER: 's3' })).toThrow(/STORAGE_DRIVER=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ ...TEST_ENV, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...TEST_ENV, STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(loadConfig({ ...TEST_ENV, STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });
});
