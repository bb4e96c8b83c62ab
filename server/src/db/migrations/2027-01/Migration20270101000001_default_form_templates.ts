import { Migration } from '@mikro-orm/migrations';

/**
 * Once inserted version 1 of each questionnaire from modules/forms/default-templates. A migration names no module
 * (the infrastructure imports none), so that insert is now the forms module's reference seed
 * (modules/forms/default-templates-seed.ts), run right after the migrations with the same rule: only where the
 * category has no version yet. This step stays in the list because databases have it recorded as applied.
 */
export class Migration20270101000001_default_form_templates extends Migration {
  override async up(): Promise<void> {}

  override async down(): Promise<void> {
    // The shipped versions only; versions saved in the form builder stay.
    this.addSql(`delete from "form_template" where "version" = 1 and "created_by_name" = 'Portal defaults' and "created_by_id" is null;`);
  }
}
