import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';

/** A staff comment on a company (the company page's Main tab, under 255 characters), listed newest first. */
@Entity({ tableName: 'company_comment' })
@Index({
  name: 'company_comment_vendor_date_idx',
  expression: 'create index "company_comment_vendor_date_idx" on "company_comment" ("vendor_id", "comment_date" nulls first, "id")',
})
export class CompanyComment {
  [OptionalProps]?: 'commentDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  @Property({ type: 'string', length: 255 })
  commentText!: string;

  /** The user who wrote it (null once that user is gone); `commentedBy` keeps the name shown. */
  @Property({ type: 'uuid', nullable: true })
  commentedById?: string | null;

  @Property({ type: 'string', length: 255 })
  commentedBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  commentDate: Date = new Date();
}
