import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A REST POST sent with an Idempotency-Key (idempotency/idempotency-key.ts): while it runs, the claim of the
 * request holding it; once answered, the answer to give a retry. Keyed by caller and key, so one caller's key
 * never reaches another's answer. Written with raw statements only (idempotency-store.ts); the entity keeps the
 * schema in step.
 */
@Entity({ tableName: 'idempotent_request' })
@Index({ properties: ['expiresAt'] })
export class IdempotentRequest {
  /** 'user:<id>', 'api-key:<id>' or 'anonymous:<address>'. */
  @PrimaryKey({ type: 'text' })
  caller!: string;

  /** The caller's Idempotency-Key as an HMAC (key-seal.ts), never the key itself. */
  @PrimaryKey({ type: 'text' })
  key!: string;

  /** An HMAC of the method, the address and the body; null until a multipart body has been read. */
  @Property({ type: 'text', nullable: true })
  fingerprint?: string | null;

  /** The running request's token; null once answered. */
  @Property({ type: 'uuid', nullable: true })
  claim?: string | null;

  @Property({ type: 'integer', nullable: true })
  status?: number | null;

  @Property({ type: 'json', nullable: true })
  headers?: Record<string, string> | null;

  /** The answer's JSON text as sent, encrypted under a key derived from the client's key (key-seal.ts). */
  @Property({ type: 'text', nullable: true })
  body?: string | null;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
