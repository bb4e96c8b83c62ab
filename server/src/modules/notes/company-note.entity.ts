import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/** A staff note on a company (the company page's Notes tab), listed newest first. */
@Entity({ tableName: 'company_note' })
@Index({
  name: 'company_note_vendor_created_idx',
  expression: 'create index "company_note_vendor_created_idx" on "company_note" ("vendor_id", "created_at" nulls first, "id")',
})
export class CompanyNote {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  @Property({ type: 'text' })
  notes!: string;

  /** The user who wrote it (null once that user is gone); `createdBy` keeps the name shown. */
  @Property({ type: 'uuid', nullable: true })
  createdById?: string | null;

  @Property({ type: 'string', length: 255 })
  createdBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
