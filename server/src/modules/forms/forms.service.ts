import type { EntityManager } from '@mikro-orm/postgresql';
import type { FormField } from '@portal/common/forms/field-model';
import { inWords, isFormCategory } from '@portal/common/domain/categories';
import { parseTemplateFields } from '@portal/common/forms/template-schema';
import { SETTING_MESSAGES, settingOf } from '@portal/common/settings/registry';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { formCategories, type FormCategory } from './form-categories.js';
import type { SettingsService } from '../settings/index.js';
import { latestTemplate, templateVersion } from './form-lookup.js';
import { FormTemplate } from './form-template.entity.js';

export const FORMS_MESSAGES = {
  category: `Category must be ${inWords(formCategories())}`,
  version: 'Version must be a whole number of at least 1',
  thresholdWhole: SETTING_MESSAGES.thresholdWhole,
  thresholdMin: SETTING_MESSAGES.thresholdMin,
  thresholdMax: SETTING_MESSAGES.thresholdMax,
  templateInvalid: 'The form cannot be saved:',
} as const;

/** A category as the REST facade may send it (safety_lite, " Legal "), or refused with the one message. */
export const categorySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  // The registry is read as the input is parsed, not once at import: a category is data (common/src/domain/categories.ts).
  z
    .string({ error: FORMS_MESSAGES.category })
    .refine(isFormCategory, { error: FORMS_MESSAGES.category })
    .transform((key) => key as FormCategory),
);

/** A number or the digits of one (a query string or a text input). */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);

/** A template's version: a whole number from 1 (the digits of one from a query string). */
export const versionSchema = z.preprocess(numeric, z.number({ error: FORMS_MESSAGES.version }).int(FORMS_MESSAGES.version).min(1, FORMS_MESSAGES.version));

/** The Safety Lite threshold as sent: the setting's own rule (common/src/settings/registry.ts), digits accepted. */
export const employeeThresholdSchema = z.object({ value: z.preprocess(numeric, settingOf('safety-form-emp-count').schema) });

/**
 * The form builder's rules: read a category's template (the newest, or any version: they are immutable),
 * save a new version, and the Safety Lite employee threshold. Saving never changes a version: it adds the
 * next one, so forms begun on an earlier version keep their questions (docs/forms.md).
 */
export class FormsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  /** The newest version of a category, or the version asked for. */
  async template(category: FormCategory, version?: number): Promise<FormTemplate> {
    if (version === undefined) return latestTemplate(this.em, category);
    return templateVersion(this.em, category, version);
  }

  /**
   * Saves the fields as the category's next version. Every problem of the tree is answered at once and
   * nothing is written. Saves of one category are serialized by a transaction-scoped advisory lock, so two
   * at once get consecutive versions (the unique (category, version) index is the backstop).
   */
  async saveTemplate(a: Actor, c: FormCategory, fields: unknown): Promise<FormTemplate> {
    const parsed = parseTemplateFields(fields);
    if (!parsed.success) {
      const reasons = parsed.errors.map((e) => e.replace(/\.?$/, '.'));
      throw new AppError('BAD_USER_INPUT', `${FORMS_MESSAGES.templateInvalid} ${reasons.join(' ')}`, {
        detail: reasons.join('\n'),
        fieldErrors: { fields: reasons.join(' ') },
      });
    }
    return this.em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`form_template:${c}`]);
      const latest = await tx.findOne(FormTemplate, { category: c }, { orderBy: { version: 'desc' }, refresh: true });
      const version = (latest?.version ?? 0) + 1;
      const template = tx.create(FormTemplate, { category: c, version, fields: parsed.fields as FormField[], createdById: a.userId, createdByName: a.name });
      audit(tx, a, {
        entityType: 'FormTemplate',
        entityId: template.id,
        action: 'FORM_TEMPLATE_SAVED',
        changes: { category: c, version: { from: latest?.version ?? null, to: version }, fieldCount: countFields(parsed.fields) },
      });
      return template;
    });
  }

  /** safety-form-emp-count: a company with fewer employees answers SAFETY_LITE. */
  employeeCount(): Promise<number> {
    return this.settings.get('safety-form-emp-count');
  }

  /** Sets the Safety Lite employee threshold (a whole number, at least 1); audited when it changes. */
  setEmployeeCount(a: Actor, value: number): Promise<number> {
    return this.settings.set(a, 'safety-form-emp-count', value);
  }
}

function countFields(fields: readonly FormField[]): number {
  return fields.reduce((n, f) => n + 1 + (f.type === 'formGroup' ? countFields(f.children) : 0), 0);
}
