import compression from 'compression';
import type { RequestHandler } from 'express';

/** Smaller answers gain less than compressing them costs (and a TCP packet holds about 1.4 KB). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses JSON answers of /graphql and /api/v1 above the threshold (brotli at a fast level, or gzip). Only
 * JSON: a file download keeps its bytes, Content-Length and range support as stored.
 */
export function jsonCompression(): RequestHandler {
  return compression({
    threshold: JSON_COMPRESSION_THRESHOLD,
    filter: (_req, res) => /^application\/([\w.+-]+\+)?json\b/i.test(String(res.getHeader('Content-Type') ?? '')),
  });
}
