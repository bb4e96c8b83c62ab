import type { Writable } from 'node:stream';

/**
 * busboy's boundary search (streamsearch 1.1's SBMH: a Boyer-Moore-Horspool in JavaScript, one step per ~40 bytes
 * of a file) as busboy 1.6 keeps it on its multipart parser (`_bparser`), with the fields this module reads and sets.
 */
interface BoundarySearch {
  push(chunk: Buffer, pos?: number): number;
  maxMatches: number;
  matches: number;
  _cb(isMatch: boolean, data: Buffer | undefined, start: number, end: number, isDataSafe: boolean): void;
  _needle: Buffer;
  /** Horspool's shift per byte value. */
  _occ: number[];
  _lookbehind: Buffer;
  _lookbehindSize: number;
  _bufPos: number;
}

/**
 * Makes a busboy multipart parser find its boundaries with Buffer#indexOf (native memory search) instead of
 * streamsearch's byte loop in JavaScript: the same matches, the same data handed on in the same pieces, in the same
 * order (./boundary-search.test.ts compares the two on random bodies cut at random), at a fraction of the CPU a
 * large file's bytes cost the main thread (the scan was the upload path's largest cost of its own: a 25 MiB file is
 * some 600,000 steps of the loop). Only the search in a chunk's bytes changes; a match that starts in the bytes kept
 * from the chunk before (the lookbehind) is found by streamsearch's own code, copied below.
 *
 * Answers whether the parser was changed: false (it keeps streamsearch, correct and slower) when busboy no longer
 * keeps its search as this module knows it.
 */
export function useNativeBoundarySearch(parser: Writable): boolean {
  const search = (parser as unknown as { _bparser?: Partial<BoundarySearch> })._bparser;
  if (
    !search ||
    typeof search.push !== 'function' ||
    typeof search._cb !== 'function' ||
    !Buffer.isBuffer(search._needle) ||
    !Buffer.isBuffer(search._lookbehind) ||
    !Array.isArray(search._occ) ||
    typeof search._lookbehindSize !== 'number' ||
    typeof search.matches !== 'number'
  ) {
    return false;
  }
  const self = search as BoundarySearch;
  self.push = (chunk: Buffer, pos?: number) => {
    let result: number | undefined;
    const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'latin1');
    self._bufPos = pos || 0;
    while (result !== data.length && self.matches < self.maxMatches) result = feed(self, data);
    return result!;
  };
  return true;
}

/** streamsearch's feed() (lib/sbmh.js), its search in `data` itself done by indexOf. */
function feed(self: BoundarySearch, data: Buffer): number {
  const len = data.length;
  const needle = self._needle;
  const needleLen = needle.length;
  // Negative: a position in the lookbehind (pos -2 is lookbehind[lookbehindSize - 2]); else in `data`.
  let pos = -self._lookbehindSize;
  const lastNeedleCharPos = needleLen - 1;
  const lastNeedleChar = needle[lastNeedleCharPos];
  const end = len - needleLen;
  const occ = self._occ;
  const lookbehind = self._lookbehind;

  if (pos < 0) {
    // The bytes kept from the chunk before: a match may start there (streamsearch's code as it is).
    while (pos < 0 && pos <= end) {
      const nextPos = pos + lastNeedleCharPos;
      const ch = nextPos < 0 ? lookbehind[self._lookbehindSize + nextPos] : data[nextPos];
      if (ch === lastNeedleChar && matchNeedle(self, data, pos, lastNeedleCharPos)) {
        self._lookbehindSize = 0;
        ++self.matches;
        // (streamsearch's own test: with the size just set to 0 it reads `pos > 0`, never true here.)
        if (pos > -self._lookbehindSize) self._cb(true, lookbehind, 0, self._lookbehindSize + pos, false);
        else self._cb(true, undefined, 0, 0, true);
        return (self._bufPos = pos + needleLen);
      }
      pos += occ[ch!]!;
    }
    // No match there: keep what still looks like the needle's beginning.
    while (pos < 0 && !matchNeedle(self, data, pos, len - pos)) ++pos;
    if (pos < 0) {
      const bytesToCutOff = self._lookbehindSize + pos;
      if (bytesToCutOff > 0) self._cb(false, lookbehind, 0, bytesToCutOff, false);
      self._lookbehindSize -= bytesToCutOff;
      lookbehind.copy(lookbehind, 0, bytesToCutOff, self._lookbehindSize);
      lookbehind.set(data, self._lookbehindSize);
      self._lookbehindSize += len;
      self._bufPos = len;
      return len;
    }
    self._cb(false, lookbehind, 0, self._lookbehindSize, false);
    self._lookbehindSize = 0;
  }

  pos += self._bufPos;
  // The first whole match from `pos` on: what the Horspool loop found, natively.
  const at = pos <= end ? data.indexOf(needle, pos) : -1;
  if (at >= 0) {
    ++self.matches;
    if (at > 0) self._cb(true, data, self._bufPos, at, true);
    else self._cb(true, undefined, 0, 0, true);
    return (self._bufPos = at + needleLen);
  }

  // No whole match: the chunk's last bytes may begin the needle; they are kept for the next chunk.
  pos = Math.max(pos, end + 1);
  const firstNeedleChar = needle[0];
  while (pos < len) {
    if (data[pos] !== firstNeedleChar || !memcmp(data, pos, needle, 0, len - pos)) {
      ++pos;
      continue;
    }
    data.copy(lookbehind, 0, pos, len);
    self._lookbehindSize = len - pos;
    break;
  }
  if (pos > 0) self._cb(false, data, self._bufPos, pos < len ? pos : len, true);
  self._bufPos = len;
  return len;
}

function matchNeedle(self: BoundarySearch, data: Buffer, pos: number, len: number): boolean {
  const lb = self._lookbehind;
  const lbSize = self._lookbehindSize;
  const needle = self._needle;
  for (let i = 0; i < len; ++i, ++pos) {
    const ch = pos < 0 ? lb[lbSize + pos] : data[pos];
    if (ch !== needle[i]) return false;
  }
  return true;
}

function memcmp(buf1: Buffer, pos1: number, buf2: Buffer, pos2: number, num: number): boolean {
  for (let i = 0; i < num; ++i) if (buf1[pos1 + i] !== buf2[pos2 + i]) return false;
  return true;
}
