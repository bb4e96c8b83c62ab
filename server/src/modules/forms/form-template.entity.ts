import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { FormField } from '@portal/common/forms/field-model';
import { randomUUID } from 'node:crypto';
import type { FormCategory } from './form-categories.js';

/**
 * One immutable version of a category's questionnaire. Saving in the form builder adds the next version;
 * a row is never updated, so a form begun on a version reads the same questions forever.
 */
@Entity({ tableName: 'form_template' })
@Unique({ properties: ['category', 'version'] })
@Index({ name: 'form_template_category_version_idx', expression: 'create index "form_template_category_version_idx" on "form_template" ("category", "version" desc)' })
export class FormTemplate {
  [OptionalProps]?: 'createdAt' | 'createdById' | 'createdByName';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** A key of the category registry (common/src/domain/categories.ts); no check constraint, so a new category needs no schema change. */
  @Property({ type: 'text' })
  category!: FormCategory;

  /** 1, 2, 3... per category. */
  @Property({ type: 'integer' })
  version!: number;

  /** The field tree, as checked by parseTemplateFields (common/forms/template-schema.ts). */
  @Property({ type: 'json' })
  fields!: FormField[];

  /** Who saved it (null for the shipped defaults); kept as text so a deleted user leaves the history readable. */
  @Property({ type: 'uuid', nullable: true })
  createdById?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  createdByName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
