import busboy from 'busboy';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useNativeBoundarySearch } from './boundary-search.js';

/**
 * The native boundary search gives busboy the same matches and the same data in the same pieces as streamsearch's own
 * loop: compared call by call on the search itself, and event by event through busboy, on random bodies cut into
 * random chunks, with the boundary's beginnings planted in the data and across the chunks' edges.
 */

// streamsearch as busboy loads it (busboy's own dependency).
const StreamSearch = createRequire(createRequire(import.meta.url).resolve('busboy'))('streamsearch') as new (
  needle: string,
  cb: (isMatch: boolean, data: Buffer | undefined, start: number, end: number, isDataSafe: boolean) => void,
) => { push(chunk: Buffer, pos?: number): number; maxMatches: number };

/** A small seeded generator, so a failure can be run again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NEEDLE = '\r\n--X-boundary-1234567890';

/** Bytes that hold, among random ones, whole needles and their beginnings (cut at any length), some at the very end. */
function haystack(rand: () => number, length: number): Buffer {
  const out: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const pick = rand();
    const piece =
      pick < 0.15
        ? Buffer.from(NEEDLE)
        : pick < 0.5
          ? Buffer.from(NEEDLE.slice(0, 1 + Math.floor(rand() * (NEEDLE.length - 1))))
          : Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 60) }, () => (rand() < 0.1 ? 13 : Math.floor(rand() * 256))));
    out.push(piece);
    size += piece.length;
  }
  return Buffer.concat(out);
}

/** `bytes` cut at random places (pieces of 1 byte up to `max`). */
function chunks(rand: () => number, bytes: Buffer, max: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const n = 1 + Math.floor(rand() * max);
    out.push(bytes.subarray(at, at + n));
    at += n;
  }
  return out;
}

/** Every callback of a search as it came: match or not, the bytes handed on (copied), and whether they were safe to keep. */
function record(native: boolean, pieces: Buffer[], maxMatches = Infinity) {
  const calls: [boolean, string, boolean][] = [];
  const search = new StreamSearch(NEEDLE, (isMatch, data, start, end, isDataSafe) =>
    calls.push([isMatch, data ? data.toString('latin1', start, end) : '', isDataSafe]),
  );
  search.maxMatches = maxMatches;
  if (native) expect(useNativeBoundarySearch({ _bparser: search } as unknown as Writable)).toBe(true);
  const results = pieces.map((piece) => search.push(piece, 0));
  return { calls, results };
}

describe('the native boundary search', () => {
  it('makes the same callbacks as streamsearch, piece by piece, whatever the chunks', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rand = random(seed);
      const pieces = chunks(rand, haystack(rand, 200 + Math.floor(rand() * 3000)), seed % 3 === 0 ? 8 : seed % 3 === 1 ? 64 : 2048);
      const maxMatches = seed % 10 === 0 ? 2 : Infinity;
      expect(record(true, pieces, maxMatches), `seed ${seed}`).toEqual(record(false, pieces, maxMatches));
    }
  });

  it('gives busboy the same fields, files and errors as streamsearch does', async () => {
    const boundary = 'X-boundary-1234567890';
    for (let seed = 1; seed <= 60; seed++) {
      const rand = random(seed * 7919);
      // Parts whose data is full of the boundary's beginnings; some bodies cut short, some without the final CRLF.
      const parts: Buffer[] = [];
      const count = 1 + Math.floor(rand() * 4);
      for (let i = 0; i < count; i++) {
        const file = rand() < 0.6;
        const data = haystack(rand, Math.floor(rand() * 5000))
          .toString('latin1')
          .replaceAll(NEEDLE, '\r\n-X');
        parts.push(
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="p${i}"${file ? `; filename="f${i}.bin"\r\ncontent-type: application/octet-stream` : ''}\r\n\r\n`,
            'latin1',
          ),
          Buffer.from(data, 'latin1'),
          Buffer.from('\r\n', 'latin1'),
        );
      }
      const ending = seed % 5 === 0 ? '' : seed % 5 === 1 ? `--${boundary}--` : `--${boundary}--\r\n`;
      const body = Buffer.concat([...parts, Buffer.from(ending, 'latin1')]);
      const pieces = chunks(rand, body, seed % 2 ? 16 : 4096);
      const [native, plain] = await Promise.all([parse(true, boundary, pieces), parse(false, boundary, pieces)]);
      expect(native, `seed ${seed}`).toEqual(plain);
    }
  });

  it("searches a chunk of file data with one indexOf, not with streamsearch's loop over its bytes", () => {
    // Not a timing (the machine may be busy): the search goes through indexOf, never through streamsearch's loop.
    const search = new StreamSearch(NEEDLE, () => undefined);
    const indexOf = Buffer.prototype.indexOf;
    let searches = 0;
    Buffer.prototype.indexOf = function (this: Buffer, ...args: Parameters<Buffer['indexOf']>) {
      searches += 1;
      return indexOf.apply(this, args);
    };
    try {
      useNativeBoundarySearch({ _bparser: search } as unknown as Writable);
      search.push(Buffer.alloc(64 * 1024, 0x41), 0);
    } finally {
      Buffer.prototype.indexOf = indexOf;
    }
    expect(searches).toBe(1);
  });

  it('finds busboy keeping its search as this module knows it (a busboy upgrade that changes it fails here)', () => {
    const parser = busboy({ headers: { 'content-type': 'multipart/form-data; boundary=abc' } });
    expect(useNativeBoundarySearch(parser)).toBe(true);
  });
});

/** Everything busboy reports for a body fed in `pieces`: fields, files (name, bytes, truncated), the error, in order. */
function parse(native: boolean, boundary: string, pieces: Buffer[]): Promise<unknown[]> {
  return new Promise((resolve) => {
    const events: unknown[] = [];
    const parser = busboy({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, limits: { fileSize: 3000 } });
    if (native) useNativeBoundarySearch(parser);
    parser.on('field', (name, value) => events.push(['field', name, value]));
    parser.on('file', (name, stream, info) => {
      const data: Buffer[] = [];
      stream.on('data', (c: Buffer) => data.push(Buffer.from(c)));
      stream.on('error', (err: Error) => events.push(['file error', name, err.message]));
      stream.on('end', () => events.push(['file', name, info.filename, Buffer.concat(data).toString('latin1'), (stream as { truncated?: boolean }).truncated]));
    });
    parser.on('error', (err: Error) => {
      events.push(['error', err.message]);
      resolve(events);
    });
    parser.on('close', () => resolve(events));
    for (const piece of pieces) parser.write(piece);
    parser.end();
  });
}
