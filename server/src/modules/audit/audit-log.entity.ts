import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The Activity Logs list's indexes (audit-list.ts): each filter, then the sort (performed_at nulls first, id). */
const listIndex = (name: string, filter: string | null, where = '') =>
  `create index "${name}" on "audit_log" (${filter ? `"${filter}", ` : ''}"performed_at" nulls first, "id")${where}`;

/** One row per change, written in the same transaction as the change (rule 5). */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['entityType', 'entityId'] })
@Index({ name: 'audit_log_performed_at_idx', expression: listIndex('audit_log_performed_at_idx', null) })
@Index({ name: 'audit_log_entity_type_performed_at_idx', expression: listIndex('audit_log_entity_type_performed_at_idx', 'entity_type') })
@Index({ name: 'audit_log_action_performed_at_idx', expression: listIndex('audit_log_action_performed_at_idx', 'action') })
@Index({
  name: 'audit_log_performed_by_performed_at_idx',
  expression: listIndex('audit_log_performed_by_performed_at_idx', 'performed_by_id', ' where "performed_by_id" is not null'),
})
@Index({
  name: 'audit_log_vendor_performed_at_idx',
  expression: listIndex('audit_log_vendor_performed_at_idx', 'vendor_id', ' where "vendor_id" is not null'),
})
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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  performedAt: Date = new Date();

  /** What changed, never secrets: field names with before/after values. */
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  /**
   * The company the entry is about, set by audit(): the company itself (entity type Vendor), or the company its
   * entry names (changes.vendorId: a company's user, file, form or cycle). A column of its own, not an expression
   * index on changes->>'vendorId': "about this company" is either of two things, and an OR of two indexes cannot
   * hand out the company's rows already in performed_at order, so its Activity tab would sort every row it ever
   * had to show a page; one column gives one index (vendor_id, performed_at, id) that pages in order. No foreign
   * key: a deleted company's log stays.
   */
  @Property({ type: 'uuid', nullable: true })
  vendorId?: string | null;
}
