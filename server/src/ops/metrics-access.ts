import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request carrying one came from elsewhere through a proxy on this host. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: a scraper on this host talking to the process directly, or anyone presenting
 * `Authorization: Bearer <METRICS_TOKEN>` when the token is configured.
 */
export function mayReadMetrics(req: Request, token: string | undefined): boolean {
  if (token && sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) return true;
  const direct = PROXY_HEADERS.every((h) => req.headers[h] === undefined);
  return direct && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** Compared in constant time (over digests, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
