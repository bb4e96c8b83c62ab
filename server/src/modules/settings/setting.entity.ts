import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One portal setting by key (its declaration, with its type, default and rules, is in
 * common/src/settings/registry.ts). Read and written only through settings.service.ts.
 */
@Entity({ tableName: 'setting' })
export class Setting {
  [OptionalProps]?: 'updatedAt' | 'updatedBy';

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /** The name of who last changed it (null for a value carried over from before the table). */
  @Property({ type: 'text', nullable: true })
  updatedBy?: string | null;
}
