import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Fixed-window request counters of PgRateLimiter ('<scope>:<client or address>'), in PostgreSQL so every
 * replica counts on the same row. Written with raw upserts only; the entity keeps the schema in step.
 */
@Entity({ tableName: 'rate_limit' })
export class RateLimit {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  hits!: number;

  @Property({ type: 'datetime' })
  windowStartedAt!: Date;
}
