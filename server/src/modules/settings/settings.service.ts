import type { EntityManager } from '@mikro-orm/postgresql';
import { settingAuditEntityType, settingOf, type SettingDeclaration, type SettingKey, type SettingValue } from '@portal/common/settings/registry';
import { isDeepStrictEqual } from 'node:util';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { Setting } from './setting.entity.js';

/** A setting's value and when it was last changed (null: never stored, the declared default). */
export interface StampedSetting<T> {
  value: T;
  updatedAt: Date | null;
}

/** A stored value as its declaration reads it: upgraded, then parsed; null when the schema refuses it. */
function parsedStored<T>(declaration: SettingDeclaration<T>, stored: unknown): T | null {
  const parsed = declaration.schema.safeParse(declaration.upgrade ? declaration.upgrade(stored) : stored);
  return parsed.success ? parsed.data : null;
}

/**
 * A setting's value as the database holds it, or its declared default, with the time of its last change. A stored
 * value its declaration no longer accepts (a schema narrowed later) reads as the default too, so tightening a rule
 * never breaks a read.
 *
 * Not cached: every read is one primary-key lookup, so each replica sees a change made on another at once. A cache
 * would have to ask the database whether it is stale (an updated_at read), which costs the lookup it saves.
 */
export async function readStampedSetting<K extends SettingKey>(em: EntityManager, key: K): Promise<StampedSetting<SettingValue<K>>> {
  const declaration = settingOf(key);
  // A statement, not the identity map: an entity loaded earlier in this EntityManager would answer its old value.
  const rows = await em.execute<{ value: unknown; updated_at: Date }[]>('select value, updated_at from setting where key = ?', [key]);
  if (rows.length === 0) return { value: declaration.default, updatedAt: null };
  return { value: parsedStored(declaration, rows[0]!.value) ?? declaration.default, updatedAt: new Date(rows[0]!.updated_at) };
}

/** A setting's value (readStampedSetting without the time). */
export async function readSetting<K extends SettingKey>(em: EntityManager, key: K): Promise<SettingValue<K>> {
  return (await readStampedSetting(em, key)).value;
}

/**
 * SQL for a setting's stored JSON value, or its default when no row is stored, to fold into a statement that
 * reads it on a hot path (sign-in reads the second-factor requirement beside the account: auth/sign-in-queries.ts).
 * One primary-key lookup. The key and default come from the registry, never from a request.
 */
export function settingJsonSql<K extends SettingKey>(key: K): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `coalesce((select s.value from setting s where s.key = ${quote(key)}), ${quote(JSON.stringify(settingOf(key).default))}::jsonb)`;
}

/** How a change is saved: the input the value came in (for the field errors), and work that goes with a change. */
export interface SettingSaveOptions<T> {
  /** The input's name, for the field-level error ('value' when left out). */
  field?: string;
  /**
   * Called in the change's transaction when the value changes (as its audit entry is written), for work that must
   * commit with it or not at all: the score weights queue every company's rescoring.
   */
  onChange?: (tx: EntityManager, value: T) => Promise<unknown>;
}

/**
 * The portal's settings, each declared once in common/src/settings/registry.ts: read typed (with its default),
 * read by a caller who holds its read permission, and changed by one who holds its write permission: validated by
 * its schema and recorded in the activity log, in one transaction, when the value changes.
 */
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The value, for the server's own use (no caller to check). */
  get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return readSetting(this.em, key);
  }

  /** The value, for a caller who may read it. */
  async read<K extends SettingKey>(actor: Actor | null, key: K): Promise<SettingValue<K>> {
    return (await this.readStamped(actor, key)).value;
  }

  /** The value and the time of its last change, for a caller who may read it. */
  async readStamped<K extends SettingKey>(actor: Actor | null, key: K): Promise<StampedSetting<SettingValue<K>>> {
    authorize(actor, settingOf(key).read);
    return readStampedSetting(this.em, key);
  }

  /**
   * Changes a setting (refused with its declaration's message, nothing written, when the value breaks its rule);
   * answers the value. `field` names the input the value came in, for the field-level error.
   */
  async set<K extends SettingKey>(actor: Actor | null, key: K, value: unknown, field = 'value'): Promise<SettingValue<K>> {
    return (await this.save(actor, key, value, { field })).value;
  }

  /**
   * `set`, answering the time of the value's last change too, with `onChange` run in the change's transaction.
   * Changes of one key are serialized, so each audit row's `from` is the value the change replaced.
   */
  async save<K extends SettingKey>(
    actor: Actor | null,
    key: K,
    value: unknown,
    { field = 'value', onChange }: SettingSaveOptions<SettingValue<K>> = {},
  ): Promise<StampedSetting<SettingValue<K>>> {
    const declaration = settingOf(key);
    const a = authorize(actor, declaration.write);
    const parsed = declaration.schema.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid value';
      const refused = declaration.refusal?.(parsed.error, field) ?? { message, fieldErrors: { [field]: message } };
      throw AppError.badInput(refused.message, refused.fieldErrors);
    }
    const next = parsed.data;
    return this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`setting:${key}`]);
      const row = await tx.findOne(Setting, { key }, { refresh: true });
      const before = (row && parsedStored(declaration, row.value)) ?? declaration.default;
      if (row && isDeepStrictEqual(row.value, next)) return { value: next, updatedAt: row.updatedAt };
      const updatedAt = new Date();
      if (row) Object.assign(row, { value: next, updatedAt, updatedBy: a.name });
      else tx.persist(tx.create(Setting, { key, value: next, updatedAt, updatedBy: a.name }));
      if (!isDeepStrictEqual(before, next)) {
        const { action, about, field: changed } = declaration.audit;
        audit(tx, a, {
          entityType: settingAuditEntityType(key),
          entityId: about === 'actor' ? a.userId : about === 'setting' ? key : null,
          action,
          changes: { [changed]: { from: before, to: next } },
        });
        await onChange?.(tx, next);
      }
      return { value: next, updatedAt };
    });
  }
}
