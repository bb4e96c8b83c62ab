import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Permission } from '@portal/common/auth/roles';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/**
 * A service account's key (docs/api.md "API keys"): what it may do, for which company, until when. The secret is
 * never stored: only its SHA-256 (api-key-secret.ts says why that is enough). A rotation keeps the old secret's hash
 * beside the new one until `previousSecretExpiresAt`; a revocation ends both at once. The row stays after either,
 * so the list shows the key's history and the audit log's "API key: <name>" stays readable.
 */
@Entity({ tableName: 'api_key' })
@Index({ name: 'api_key_vendor_id_idx', properties: ['vendor'] })
@Index({ name: 'api_key_created_at_idx', expression: 'create index "api_key_created_at_idx" on "api_key" ("created_at", "id")' })
export class ApiKey {
  [OptionalProps]?: 'requestsPerMinute' | 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'rotatedAt' | 'previousSecretHash' | 'previousSecretExpiresAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The key's public part (`pqk_<prefix>_...`): how a request finds its row (unique index), shown in the list. */
  @Property({ type: 'string', length: 16, unique: 'api_key_prefix_unique' })
  prefix!: string;

  /** SHA-256 (hex) of the current secret. */
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  /** The secret before the last rotation, valid until previousSecretExpiresAt (its grace period). */
  @Property({ type: 'string', length: 64, nullable: true })
  previousSecretHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt?: Date | null;

  /** Permissions of common/src/auth/roles.ts, within common/src/auth/api-key-permissions.ts. */
  @Property({ type: 'string[]', columnType: 'text[]' })
  permissions!: Permission[];

  /** The one company the key reaches, as its users do; null: a staff key. The key goes with its company. */
  @ManyToOne(() => Vendor, { nullable: true, deleteRule: 'cascade' })
  vendor?: Vendor | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Requests the key may make per minute (counted on the client rate limiter's table, keyed by the key). */
  @Property({ type: 'integer', default: 600 })
  requestsPerMinute!: number;

  /** The system admin who created it (no foreign key: the key outlives that user), and the name shown. */
  @Property({ type: 'uuid' })
  createdById!: string;

  @Property({ type: 'string', length: 255 })
  createdBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  rotatedAt?: Date | null;

  /** Written at most once a minute per key (api-key-auth.service.ts), not on every request. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
