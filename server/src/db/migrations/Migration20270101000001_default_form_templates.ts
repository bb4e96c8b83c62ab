import { Migration } from '@mikro-orm/migrations';
import { FORM_CATEGORIES } from '../../modules/forms/form-categories.js';
import { DEFAULT_TEMPLATES, DEFAULT_TEMPLATES_AUTHOR } from '../../modules/forms/default-templates/index.js';

/**
 * Issue 7: version 1 of each questionnaire (safety, safety lite, financial, legal), from the frozen default
 * templates in modules/forms/default-templates. Only where the category has no version yet, so a database
 * whose forms were already designed keeps them. Later versions come from the form builder, never from here.
 */
export class Migration20270101000001_default_form_templates extends Migration {
  override async up(): Promise<void> {
    for (const category of FORM_CATEGORIES) {
      const fields = sqlText(JSON.stringify(DEFAULT_TEMPLATES[category]));
      this.addSql(`insert into "form_template" ("id", "category", "version", "fields", "created_by_id", "created_by_name", "created_at")
        select gen_random_uuid(), '${category}', 1, ${fields}::jsonb, null, ${sqlText(DEFAULT_TEMPLATES_AUTHOR)}, now()
        where not exists (select 1 from "form_template" where "category" = '${category}');`);
    }
  }

  override async down(): Promise<void> {
    // The shipped versions only; versions saved in the form builder stay.
    this.addSql(`delete from "form_template" where "version" = 1 and "created_by_name" = ${sqlText(DEFAULT_TEMPLATES_AUTHOR)} and "created_by_id" is null;`);
  }
}

/** A PostgreSQL dollar-quoted literal: the JSON goes in as written, quotes and question marks included. */
function sqlText(value: string): string {
  const tag = '$fields$';
  if (value.includes(tag)) throw new Error('A default template holds the quoting tag');
  return `${tag}${value}${tag}`;
}
