import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';
import { PREQUAL_STATUSES, type PrequalStatus } from './prequal-status.js';

/**
 * One company's prequalification cycle (the "instance", a year-month such as 2026-11): its forms,
 * department decisions and final decision hang off it (prequalification-forms and review-pipeline
 * issues). The newest cycle's status is projected onto vendor.prequal_status in the same transaction.
 */
@Entity({ tableName: 'prequalification' })
@Unique({ properties: ['vendor', 'cycle'] })
export class Prequalification {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'version';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  /** Year and month the cycle began, YYYY-MM. */
  @Property({ type: 'string', length: 7 })
  cycle!: string;

  @Enum({ items: () => PREQUAL_STATUSES, type: 'string', default: 'DRAFT' })
  status: PrequalStatus = 'DRAFT';

  /** Set on final approval: one year after it. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Optimistic lock: two reviewers deciding at once cannot both win. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}
