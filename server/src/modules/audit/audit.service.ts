import type { AuditAction, AuditEntityType } from '@portal/common/audit/catalogue';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../auth/actor.js';
import { AuditLog } from './audit-log.entity.js';

/** One change to record. Entity types and actions come from the catalogue in common, which the Activity Logs screen labels. */
export interface AuditEntry {
  entityType: AuditEntityType;
  entityId?: string | null;
  action: AuditAction;
  changes?: Record<string, unknown> | null;
  /**
   * The company the entry is about, for its Activity tab. Left out, it is the entity itself for a Vendor entry,
   * else `changes.vendorId` (the convention of entries about a company's user, file, form or cycle).
   */
  vendorId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (v: unknown): string | null => (typeof v === 'string' && UUID.test(v) ? v : null);

/** The company an entry is about (only ever a well-formed id: a stray value must not fail the change it records). */
export function auditVendorId(entry: AuditEntry): string | null {
  return uuidOrNull(entry.vendorId) ?? (entry.entityType === 'Vendor' ? uuidOrNull(entry.entityId) : null) ?? uuidOrNull(entry.changes?.vendorId);
}

/**
 * Queues an audit row on the caller's EntityManager, so it is flushed in the same
 * transaction as the change it records. `by` names the actor when there is no signed-in one.
 */
export function audit(em: EntityManager, actor: Pick<Actor, 'userId' | 'name'> | null, entry: AuditEntry, by?: string): void {
  em.persist(
    em.create(AuditLog, {
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      action: entry.action,
      performedById: actor?.userId ?? null,
      performedBy: actor?.name ?? by ?? 'anonymous',
      performedAt: new Date(),
      changes: entry.changes ?? null,
      vendorId: auditVendorId(entry),
    }),
  );
}

/** Field names whose values changed, with before and after; secrets are named, never copied. */
export function diff<T extends object>(before: T, after: Partial<T>, secret: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = (before as Record<string, unknown>)[key];
    if (same(old, value)) continue;
    out[key] = secret.includes(key) ? 'changed' : { from: old ?? null, to: value };
  }
  return out;
}

/** Equal values, lists compared item by item (a re-saved list is not a change). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b || (a == null && b == null);
}
