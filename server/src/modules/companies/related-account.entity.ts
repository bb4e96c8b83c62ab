import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Vendor } from './vendor.entity.js';

/**
 * One link between two companies' accounts: `parent` is a parent account of `child`. A company is never its own
 * parent (the check), never both parent and child of another, and the links never form a cycle (the service).
 */
@Entity({ tableName: 'related_account' })
@Check({ name: 'related_account_not_itself', expression: '"parent_id" <> "child_id"' })
export class RelatedAccount {
  [PrimaryKeyProp]?: ['parent', 'child'];
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => Vendor, { primary: true, deleteRule: 'cascade' })
  parent!: Vendor;

  @Index({ name: 'related_account_child_id_index' })
  @ManyToOne(() => Vendor, { primary: true, deleteRule: 'cascade' })
  child!: Vendor;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
