import { Migration } from '@mikro-orm/migrations';

/**
 * Categories are data (common/src/domain/categories.ts): a form template and a prequalification form name their
 * category by its key, with no check constraint listing the shipped four, so adding a category to the registry
 * needs no schema change (only its default template's migration, docs/recipes.md).
 */
export class Migration20261127081649_category_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "form_template" drop constraint if exists "form_template_category_check";`);
    this.addSql(`alter table "prequal_form" drop constraint if exists "prequal_form_category_check";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "form_template" add constraint "form_template_category_check" check ("category" in ('SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'));`);
    this.addSql(`alter table "prequal_form" add constraint "prequal_form_category_check" check ("category" in ('SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'));`);
  }
}
