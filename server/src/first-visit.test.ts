import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../test/harness.js';
import { JSON_COMPRESSION_THRESHOLD } from './json-compression.js';
import { StoredFile } from './modules/files/stored-file.entity.js';

/**
 * What a first visit downloads: the built client's files precompressed (as client/vite-precompress.ts writes
 * them) and cached by kind, JSON answers compressed above a threshold, file downloads as stored.
 */
const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-first-visit-'));
/** The built page's inline script (the client's decides whether to draw its static sign-in page). */
const INLINE_SCRIPT = "\n      document.documentElement.setAttribute('data-shell', 'prequalification');\n    ";
const INDEX_HTML = `<!doctype html><title>Prequalification Portal</title><script>${INLINE_SCRIPT}</script><div id="root"></div>${'<!-- a build -->'.repeat(80)}<script type="module" src="/assets/index-BPLxbpC_.js"></script>`;
const ENTRY = `export const portal = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `route-${i}`))};`;
const STYLE = 'body{margin:0}';
const ENTRY_PATH = 'assets/index-BPLxbpC_.js';

/** Writes a file and, like the build, its brotli and gzip copies. */
function built(name: string, content: string, compressed = true) {
  const file = path.join(dist, name);
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

let portal: TestPortal;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  built('index.html', INDEX_HTML);
  built(ENTRY_PATH, ENTRY);
  // Too small for the build to compress.
  built('assets/tiny-Ab-9_xYz.css', STYLE, false);
  portal = await startTestPortal({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await portal?.stop();
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer body comes back as sent (fetch would decompress it and hide the encoding). */
function raw(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, portal.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (a: RawAnswer) =>
  (a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString();

describe('the built client', () => {
  it('sends brotli to a browser that takes brotli and gzip, gzip to one that takes only gzip, the file otherwise', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const answer = await raw('GET', `/${ENTRY_PATH}`, accept ? { 'Accept-Encoding': accept } : {});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type'], accept).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['content-length'], accept).toBe(String(answer.body.length));
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(decoded(answer), accept).toBe(ENTRY);
      if (encoding) expect(answer.body.length, accept).toBeLessThan(ENTRY.length / 2);
    }
  });

  it('caches hashed assets for a year, immutably; a file without compressed copies is sent as it is', async () => {
    const entry = await raw('GET', `/${ENTRY_PATH}`, { 'Accept-Encoding': 'br, gzip' });
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await raw('GET', '/assets/tiny-Ab-9_xYz.css', { 'Accept-Encoding': 'br, gzip' });
    expect(style.status).toBe(200);
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body.toString()).toBe(STYLE);
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html, at its own address or as any page of the client, and compresses it too', async () => {
    for (const page of ['/', '/index.html', '/prequalification', '/admin/companies/123?tab=files', '/assets/missing-00000000.js']) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const answer = await raw('GET', page, accept ? { 'Accept-Encoding': accept } : {});
        expect(answer.status, page).toBe(200);
        expect(answer.headers['cache-control'], page).toBe('no-cache');
        expect(answer.headers['content-type'], page).toBe('text/html; charset=utf-8');
        expect(answer.headers['content-encoding'], `${page} ${accept}`).toBe(encoding);
        expect(answer.headers['content-length'], page).toBe(String(answer.body.length));
        expect(decoded(answer), page).toBe(INDEX_HTML);
      }
    }
  });

  it('lets the page run its own inline script, allowed by its hash, and no other inline script', async () => {
    const answer = await raw('GET', '/prequalification');
    const directives = String(answer.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64');
    expect(directives).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw('HEAD', `/${ENTRY_PATH}`, { 'Accept-Encoding': 'gzip' });
    const get = await raw('GET', `/${ENTRY_PATH}`, { 'Accept-Encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });
});

describe('JSON answers', () => {
  const bigQuery = JSON.stringify({ query: `{ ${['a', 'b', 'c'].map((k) => `${k}: lookup(name: "regions") { value label }`).join(' ')} }` });
  const smallQuery = JSON.stringify({ query: '{ __typename }' });
  const gql = (body: string, accept: string) => raw('POST', '/graphql', { 'Content-Type': 'application/json', 'Accept-Encoding': accept }, body);

  it('GraphQL: an answer above the threshold is compressed, a small one is not', async () => {
    const plain = await gql(bigQuery, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);
    const gzipped = await gql(bigQuery, 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(decoded(gzipped)).toBe(plain.body.toString());
    const brotli = await gql(bigQuery, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toBe(plain.body.toString());

    const small = await gql(smallQuery, 'gzip, br');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it('REST: an answer above the threshold is compressed (still no-store), a small one is not', async () => {
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const auth = { Authorization: `Bearer ${token}` };
    const plain = await raw('GET', '/api/v1/users?limit=50', { ...auth, 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);
    const gzipped = await raw('GET', '/api/v1/users?limit=50', { ...auth, 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toMatch(/no-store/);
    expect(decoded(gzipped)).toBe(plain.body.toString());

    const small = await raw('GET', '/api/v1/nowhere', { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ message: expect.any(String) });
  });

  it('a file download keeps its bytes, type and length, even a compressible text file', async () => {
    const text = 'Project,Value\n'.concat('Bridge deck,1000000\n'.repeat(500));
    const em = portal.em();
    const { key, size } = await portal.storage.put(Readable.from([Buffer.from(text)]));
    const file = em.create(StoredFile, {
      vendor: portal.users.VENDOR_ADMIN.vendor!.id,
      fileName: 'projects.csv',
      storageKey: key,
      size,
      contentType: 'text/csv',
      uploadedArea: 'GENERAL',
      uploadedBy: 'fixture',
      expiresAt: null,
    });
    await em.flush();
    const token = await portal.tokenFor('PREQUAL_ADMIN');
    const answer = await raw('GET', `/api/v1/files/${file.id}/content`, { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-length']).toBe(String(text.length));
    expect(answer.body.toString()).toBe(text);
  });
});
