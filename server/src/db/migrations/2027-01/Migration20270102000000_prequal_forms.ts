import { Migration } from '@mikro-orm/migrations';

/**
 * A prequalification cycle's three forms, each on the template version it began on, with its
 * answers (jsonb, keyed by slug), its status and an optimistic-lock version. One form per category per
 * cycle; that unique index also serves the lookups by prequalification.
 */
export class Migration20270102000000_prequal_forms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "prequal_form" (
      "id" uuid not null,
      "prequalification_id" uuid not null,
      "category" text check ("category" in ('SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL')) not null,
      "template_id" uuid not null,
      "answers" jsonb not null,
      "status" text check ("status" in ('DRAFT', 'IN_PROGRESS', 'SUBMIT')) not null default 'DRAFT',
      "submitted_at" timestamptz null,
      "updated_by_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "version" int not null default 1,
      constraint "prequal_form_pkey" primary key ("id"));`);
    this.addSql(`alter table "prequal_form" add constraint "prequal_form_prequalification_id_category_unique" unique ("prequalification_id", "category");`);
    this.addSql(
      `alter table "prequal_form" add constraint "prequal_form_prequalification_id_foreign" foreign key ("prequalification_id") references "prequalification" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "prequal_form" add constraint "prequal_form_template_id_foreign" foreign key ("template_id") references "form_template" ("id") on update cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prequal_form" cascade;`);
  }
}
