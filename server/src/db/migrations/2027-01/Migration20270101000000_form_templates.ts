import { Migration } from '@mikro-orm/migrations';

/**
 * Versioned form templates (one immutable row per category and version) and the form builder's
 * settings, with the Safety Lite employee threshold's default.
 */
export class Migration20270101000000_form_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "form_template" (
      "id" uuid not null,
      "category" text check ("category" in ('SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL')) not null,
      "version" int not null,
      "fields" jsonb not null,
      "created_by_id" uuid null,
      "created_by_name" varchar(255) null,
      "created_at" timestamptz not null default now(),
      constraint "form_template_pkey" primary key ("id"));`);
    this.addSql(`alter table "form_template" add constraint "form_template_category_version_unique" unique ("category", "version");`);
    this.addSql(`create index "form_template_category_version_idx" on "form_template" ("category", "version" desc);`);
    this.addSql(`create table "form_setting" (
      "key" varchar(100) not null,
      "value" int not null,
      "updated_at" timestamptz not null default now(),
      constraint "form_setting_pkey" primary key ("key"));`);
    this.addSql(`insert into "form_setting" ("key", "value") values ('safety-form-emp-count', 11);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "form_setting";`);
    this.addSql(`drop table if exists "form_template";`);
  }
}
