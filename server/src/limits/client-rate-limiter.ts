import { MemoryStore, type Options } from 'express-rate-limit';
import { AppError } from '../errors.js';

export interface ClientRateLimiter {
  /** Counts one request for `key`; TOO_MANY_REQUESTS (429, Retry-After) past the limit of the window. */
  consume(key: string): Promise<void>;
}

/**
 * A fixed-window counter per key, on express-rate-limit's store, for limits a service enforces
 * itself so GraphQL and REST share them. In memory: each replica counts on its own.
 */
export function createClientRateLimiter(opts: { limit: number; windowMs: number; message: string }): ClientRateLimiter {
  const store = new MemoryStore();
  store.init({ windowMs: opts.windowMs } as Options);
  return {
    async consume(key) {
      const { totalHits, resetTime } = await store.increment(key);
      if (totalHits > opts.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + opts.windowMs) - Date.now()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', opts.message, { retryAfterSeconds });
      }
    },
  };
}
