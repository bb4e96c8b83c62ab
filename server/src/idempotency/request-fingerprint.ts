import { createHash, type Hash } from 'node:crypto';
import type { Request } from 'express';

/**
 * What makes two requests "the same request" for an Idempotency-Key: the method, the address (its query
 * included) and a digest of the body; sealed into the stored fingerprint by key-seal.ts.
 */
export function requestLine(req: Request, bodyDigest: string): string {
  return `${req.method} ${req.originalUrl}\n${bodyDigest}`;
}

/**
 * A parsed JSON body's digest: its JSON with object keys sorted, so a client that sends the same values in
 * another order (a retry built from a fresh object) is still sending the same request.
 */
export function jsonBodyDigest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? sortedKeys(v as Record<string, unknown>) : v)))
    .digest('hex');
}

function sortedKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

/**
 * A multipart body's digest, computed from its bytes as they stream past whoever reads them (the route's
 * multipart reader, or a drain for a replay): nothing is held but the hash state and a boundary's length of
 * bytes. The boundary itself is left out, since a client's retry usually picks a new one; the parts (their
 * headers: name, file name, type; and their content) are what is hashed.
 *
 * Listening pauses the request, so no byte flows before its reader is attached (a pipe resumes it); resolves
 * with the digest once the body has ended, or null if it never ends (the client went away).
 */
export function tapMultipartDigest(req: Request): Promise<string | null> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '');
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`, 'latin1');
  const hash = createHash('sha256');
  const strip = boundaryStripper(hash, delimiter);
  return new Promise((resolve) => {
    req.on('data', strip.write);
    req.once('end', () => resolve(strip.end()));
    req.once('close', () => resolve(null));
    req.once('error', () => resolve(null));
    req.pause();
  });
}

/** Feeds `hash` with what it is written, every occurrence of `delimiter` left out, across chunk edges. */
function boundaryStripper(hash: Hash, delimiter: Buffer) {
  let carry = Buffer.alloc(0);
  return {
    write: (chunk: Buffer) => {
      const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let from = 0;
      for (let at = buf.indexOf(delimiter, from); at !== -1; at = buf.indexOf(delimiter, from)) {
        hash.update(buf.subarray(from, at));
        from = at + delimiter.length;
      }
      // The tail that could be the start of a delimiter cut by the chunk's end waits for the next chunk.
      const keep = Math.max(from, buf.length - (delimiter.length - 1));
      hash.update(buf.subarray(from, keep));
      carry = Buffer.from(buf.subarray(keep));
    },
    end: () => hash.update(carry).digest('hex'),
  };
}
