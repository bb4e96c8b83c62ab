import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { DEPARTMENT_STATUSES, type DepartmentStatus } from '@portal/common/domain/statuses';
import type { Answers } from '@portal/common/forms/answers';
import { randomUUID } from 'node:crypto';
import { FormTemplate, type FormCategory } from '../forms/index.js';
import { Prequalification } from './prequalification.entity.js';

/**
 * A form's own status: DRAFT when begun, IN_PROGRESS once answers are saved, SUBMIT when submitted (then
 * read only until the review pipeline returns it).
 */
export const PREQUAL_FORM_STATUSES = ['DRAFT', 'IN_PROGRESS', 'SUBMIT'] as const;
export type PrequalFormStatus = (typeof PREQUAL_FORM_STATUSES)[number];

/**
 * One of a prequalification cycle's three forms (safety or safety lite, financial, legal). It keeps the
 * template version it began on forever, and its answers are checked against that version's fields
 * (validateAnswers in common/forms/answers.ts), so a template saved later never changes a form begun before.
 */
@Entity({ tableName: 'prequal_form' })
// Also the index of the lookups by prequalification (its leading column).
@Unique({ properties: ['prequalification', 'category'] })
// The dashboard's pending department decisions (migration 20270106000000, dashboard_counters).
@Index({
  name: 'prequal_form_department_pending_idx',
  expression: `create index "prequal_form_department_pending_idx" on "prequal_form" ("prequalification_id", "category") where "department_status" = 'DEPARTMENT_PENDING'`,
})
// The dashboard's departments' count: the pending forms of submitted cycles (migration 20261128152741, dashboard_department_count).
@Index({
  name: 'prequal_form_department_submitted_idx',
  expression: `create index "prequal_form_department_submitted_idx" on "prequal_form" ("prequalification_id", "category") where "department_status" = 'DEPARTMENT_PENDING' and "status" = 'SUBMIT'`,
})
// The qualified-vendor search's "limit at least" (companies/companies-list.ts; migration 20270108000000).
@Index({
  name: 'prequal_form_financial_single_limit_idx',
  expression: `create index "prequal_form_financial_single_limit_idx" on "prequal_form" ("single_limit", "prequalification_id") where "category" = 'FINANCIAL'`,
})
export class PrequalForm {
  [OptionalProps]?: 'status' | 'answers' | 'version' | 'submittedAt' | 'updatedById' | 'createdAt' | 'updatedAt' | 'departmentStatus' | 'flags';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Prequalification, { deleteRule: 'cascade' })
  prequalification!: Prequalification;

  /** The template's category, a key of the category registry (common/src/domain/categories.ts): SAFETY or SAFETY_LITE for the safety tab, FINANCIAL, LEGAL. */
  @Property({ type: 'text' })
  category!: FormCategory;

  /** The template version the form began on; never changes. */
  @ManyToOne(() => FormTemplate)
  template!: FormTemplate;

  /** The answers by slug, as validateAnswers returns them (typed, money as exact decimal strings). */
  @Property({ type: 'json' })
  answers: Answers = {};

  @Enum({ items: () => PREQUAL_FORM_STATUSES, type: 'string', default: 'DRAFT' })
  status: PrequalFormStatus = 'DRAFT';

  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  /** The department's decision on this category (review pipeline); PENDING until one is made, then final. */
  @Enum({ items: () => DEPARTMENT_STATUSES, type: 'string', default: 'DEPARTMENT_PENDING' })
  departmentStatus: DepartmentStatus = 'DEPARTMENT_PENDING';

  @Property({ type: 'text', nullable: true })
  mitigationPlan?: string | null;

  /** The department's comment (required when not approved; under 255 characters). */
  @Property({ type: 'string', length: 255, nullable: true })
  departmentComment?: string | null;

  /** Limits granted with the decision (financial): exact money, read as decimal strings. */
  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  aggregateLimit?: string | null;

  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  singleLimit?: string | null;

  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  bondingLimit?: string | null;

  /** The suggested limits (limit-rules.ts) when the financial decision was saved, kept beside the granted ones. */
  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  suggestedSingleLimit?: string | null;

  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  suggestedAggregateLimit?: string | null;

  @Property({ type: 'decimal', precision: 17, scale: 2, nullable: true })
  suggestedBondingLimit?: string | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  decidedByName?: string | null;

  /** Questions the admin reviewer flagged when returning the form: [{ path, note }] (beyond the specification). */
  @Property({ type: 'json', nullable: true })
  flags?: { path: string; note: string }[] | null;

  /** Who saved it last. */
  @Property({ type: 'uuid', nullable: true })
  updatedById?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Optimistic lock: a save carries the version it was loaded at; a stale one (a second tab) is refused. */
  @Property({ type: 'integer', version: true, default: 1 })
  version!: number;
}
