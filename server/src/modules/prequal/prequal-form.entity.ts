import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Answers } from '@portal/common/forms/answers';
import { randomUUID } from 'node:crypto';
import { FORM_CATEGORIES, FormTemplate, type FormCategory } from '../forms/index.js';
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
export class PrequalForm {
  [OptionalProps]?: 'status' | 'answers' | 'version' | 'submittedAt' | 'updatedById' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Prequalification, { deleteRule: 'cascade' })
  prequalification!: Prequalification;

  /** The template's category: SAFETY or SAFETY_LITE for the safety tab, FINANCIAL, LEGAL. */
  @Enum({ items: () => FORM_CATEGORIES, type: 'string' })
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
