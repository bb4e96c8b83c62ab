import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';

export interface ClientRateLimiter {
  /** Counts one request for `key`; TOO_MANY_REQUESTS (429, Retry-After) past the limit of the window. */
  consume(key: string): Promise<void>;
}

/** What a limiter needs of the database: a connection for one raw statement (orm.em or a request's EntityManager). */
export type RateLimitDb = Pick<EntityManager, 'getConnection'>;

export interface RateLimitOptions {
  /** Prefixes this limit's keys in the shared table, so two limits never count on one row (e.g. 'tax-id'). */
  scope: string;
  limit: number;
  windowMs: number;
  /** Said to the client with the 429. */
  message: string;
}

/**
 * One upsert per hit, atomic under concurrency: a row whose window has passed starts a new window at 1,
 * otherwise its count goes up. The database clock decides, so replicas with drifting clocks still agree.
 */
const HIT_SQL = `
  insert into rate_limit as r (key, hits, window_started_at) values (?, 1, now())
  on conflict (key) do update set
    hits = case when r.window_started_at <= now() - ?::double precision * interval '1 millisecond' then 1 else r.hits + 1 end,
    window_started_at = case when r.window_started_at <= now() - ?::double precision * interval '1 millisecond' then now() else r.window_started_at end
  returning hits, ceil(extract(epoch from (window_started_at + ?::double precision * interval '1 millisecond' - now())))::int as retry_after_seconds`;

/**
 * A fixed-window counter per key in PostgreSQL (table rate_limit), for limits a service enforces itself so
 * GraphQL and REST share them, and every replica counts on the same rows.
 */
export class PgRateLimiter implements ClientRateLimiter {
  constructor(
    private readonly db: RateLimitDb,
    private readonly opts: RateLimitOptions,
  ) {}

  async consume(key: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.hit(key);
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS', this.opts.message, { retryAfterSeconds });
  }

  /** Counts one hit and says whether it is within the limit, for callers that stay silent past it. */
  async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { windowMs } = this.opts;
    // Without a transaction context the statement commits on its own: a request that fails later still counts.
    const [row]: { hits: number; retry_after_seconds: number }[] = await this.db
      .getConnection()
      .execute(HIT_SQL, [`${this.opts.scope}:${key}`, windowMs, windowMs, windowMs]);
    // An upsert with RETURNING answers exactly one row.
    if (!row) throw new Error('rate_limit upsert answered no row');
    return { allowed: row.hits <= this.opts.limit, retryAfterSeconds: Math.max(1, row.retry_after_seconds) };
  }
}

export function createClientRateLimiter(db: RateLimitDb, opts: RateLimitOptions): PgRateLimiter {
  return new PgRateLimiter(db, opts);
}
