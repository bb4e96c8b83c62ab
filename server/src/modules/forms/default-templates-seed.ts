import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TEMPLATES, DEFAULT_TEMPLATES_AUTHOR } from './default-templates/index.js';
import { FORM_CATEGORIES } from './form-categories.js';

/**
 * Version 1 of each shipped questionnaire, from the frozen default templates, where the category has no version
 * yet: a database whose forms were already designed keeps them. The forms module's reference seed, run after the
 * migrations (db/orm.ts migrate), so a category added to the registry with its default template gets it on the next
 * start. Later versions come from the form builder, never from here. Replicas starting together may both try: the
 * unique (category, version) lets one write and the other do nothing.
 */
export async function insertDefaultTemplates(em: EntityManager): Promise<void> {
  for (const category of FORM_CATEGORIES) {
    await em.execute(
      `insert into "form_template" ("id", "category", "version", "fields", "created_by_id", "created_by_name", "created_at")
       select gen_random_uuid(), ?, 1, ?::jsonb, null, ?, now()
        where not exists (select 1 from "form_template" where "category" = ?)
       on conflict do nothing`,
      [category, JSON.stringify(DEFAULT_TEMPLATES[category]), DEFAULT_TEMPLATES_AUTHOR, category],
    );
  }
}
