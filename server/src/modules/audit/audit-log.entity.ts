import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One row per change, written in the same transaction as the change (rule 5). */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['entityType', 'entityId'] })
export class AuditLog {
  [OptionalProps]?: 'performedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64 })
  entityType!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  entityId?: string | null;

  @Property({ type: 'string', length: 64 })
  action!: string;

  /** The acting user's id; null for anonymous actions such as a password reset by link. */
  @Property({ type: 'uuid', nullable: true })
  performedById?: string | null;

  /** Name (or e-mail) of the actor at the time, so the log reads well after a user is deleted. */
  @Property({ type: 'string', length: 255 })
  performedBy!: string;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  performedAt: Date = new Date();

  /** What changed, never secrets: field names with before/after values. */
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;
}
