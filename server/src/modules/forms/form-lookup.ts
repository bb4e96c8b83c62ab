import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { FormCategory } from './form-categories.js';
import { readSetting } from '../settings/index.js';
import { FormTemplate } from './form-template.entity.js';

/** The newest version of a category's template: the one forms begun now are filled on. */
export async function latestTemplate(em: EntityManager, category: FormCategory): Promise<FormTemplate> {
  const template = await em.findOne(FormTemplate, { category }, { orderBy: { version: 'desc' } });
  if (!template) throw new AppError('CONFLICT', `There is no ${category} form yet: design it in the form builder first.`);
  return template;
}

/** A company with fewer employees than this answers SAFETY_LITE instead of SAFETY (safety-form-emp-count). */
export function safetyFormEmployeeCount(em: EntityManager): Promise<number> {
  return readSetting(em, 'safety-form-emp-count');
}

/** One version of a category's template (a form begun on it reads it forever); NOT_FOUND when there is none. */
export async function templateVersion(em: EntityManager, category: FormCategory, version: number): Promise<FormTemplate> {
  const template = await em.findOne(FormTemplate, { category, version });
  if (!template) throw new AppError('NOT_FOUND', `There is no version ${version} of the ${category} form.`);
  return template;
}
