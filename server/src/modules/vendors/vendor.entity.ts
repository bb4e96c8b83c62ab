import { Entity, OptionalProps, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const PREQUAL_STATUSES = [
  'NOT_STARTED',
  'AWAITING_RENEWAL',
  'DRAFT',
  'IN_PROGRESS',
  'ADMIN_REVIEW_PENDING',
  'DEPARTMENT_REVIEW_PENDING',
  'FINAL_REVIEW_PENDING',
  'COMPLETED',
  'RENEWAL',
] as const;
export type PrequalStatus = (typeof PREQUAL_STATUSES)[number];

/** A vendor company. Only the fields the walking skeleton needs; registration adds the rest. */
@Entity({ tableName: 'vendor' })
export class Vendor {
  [OptionalProps]?: 'prequalStatus' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The CRM account id, set when the registration is approved. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  accountId?: string | null;

  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Index()
  @Property({ type: 'string', length: 10, nullable: true })
  taxId?: string | null;

  @Property({ type: 'integer', nullable: true })
  noOfEmployees?: number | null;

  @Enum({ items: () => PREQUAL_STATUSES, type: 'string', default: 'NOT_STARTED' })
  prequalStatus: PrequalStatus = 'NOT_STARTED';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
