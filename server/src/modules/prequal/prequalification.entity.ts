import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Vendor } from '../companies/index.js';
import { FINAL_DECISIONS, PREQUAL_PRIORITIES, type FinalDecision, type PrequalPriority } from '@portal/common/domain/statuses';
import { PREQUAL_STATUSES, type PrequalStatus } from './prequal-status.js';

/**
 * One company's prequalification cycle (the "instance", a year-month such as 2026-11): its forms,
 * department decisions and final decision hang off it (prequalification-forms and review-pipeline
 * issues). The newest cycle's status is projected onto vendor.prequal_status in the same transaction.
 */
@Entity({ tableName: 'prequalification' })
@Unique({ properties: ['vendor', 'cycle'] })
export class Prequalification {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'version' | 'priority';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Vendor, { deleteRule: 'cascade' })
  vendor!: Vendor;

  /** Year and month the cycle began, YYYY-MM. */
  @Property({ type: 'string', length: 7 })
  cycle!: string;

  @Enum({ items: () => PREQUAL_STATUSES, type: 'string', default: 'DRAFT' })
  status: PrequalStatus = 'DRAFT';

  /** When the vendor (or staff on its behalf) submitted the three forms; editable by the submission-date editors. */
  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  /** The department review table's priority. */
  @Enum({ items: () => PREQUAL_PRIORITIES, type: 'string', default: 'MEDIUM' })
  priority: PrequalPriority = 'MEDIUM';

  /** When the admin review sent it to the departments (the table's review days count from here). */
  @Property({ type: 'datetime', nullable: true })
  departmentReviewStartedAt?: Date | null;

  /** The final review's decision; null until one is made. */
  @Enum({ items: () => FINAL_DECISIONS, type: 'string', nullable: true })
  finalStatus?: FinalDecision | null;

  /** The last comment of a return to the vendor or of a final decision (under 255 characters). */
  @Property({ type: 'string', length: 255, nullable: true })
  comment?: string | null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  /** The cycle this one renews (its answers pre-fill this one's forms). */
  @Property({ type: 'uuid', nullable: true })
  renewsId?: string | null;

  /** Set on final approval: one year after it. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** The approval letter (a stored file of the company), made by the approval-letter job after a final approval. */
  @Property({ type: 'uuid', nullable: true })
  approvalLetterFileId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Optimistic lock: two reviewers deciding at once cannot both win. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}
