import { Migration } from '@mikro-orm/migrations';

/** The Projects list's sort columns (projects/projects-list.ts): each has an index (column nulls first, id). */
const SORTS = ['project_number', 'project_name', 'project_stage', 'project_volume', 'start_date', 'end_date', 'created_at'];

/**
 * Projects: the builder's CRM opportunities imported as projects (the opportunity id unique, so an
 * import upserts), and their assignment to companies (vendor_project: one row per pair, found from either side).
 * Every sort of the Projects list has its index, and its search (number or name, as a substring) a trigram index.
 */
export class Migration20270110000000_projects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "project" (
      "id" uuid not null,
      "opportunity_id" varchar(64) not null,
      "project_number" varchar(100) null,
      "project_name" varchar(255) not null,
      "project_stage" varchar(100) null,
      "project_volume" numeric(17,2) null,
      "start_date" date null,
      "end_date" date null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "project_pkey" primary key ("id"));`);
    this.addSql(`alter table "project" add constraint "project_opportunity_id_unique" unique ("opportunity_id");`);
    for (const column of SORTS) this.addSql(`create index "project_${column}_idx" on "project" ("${column}" nulls first, "id");`);
    this.addSql(`create index "project_search_trgm" on "project" using gin ((lower(coalesce("project_number", '') || ' ' || "project_name")) gin_trgm_ops);`);

    this.addSql(`create table "vendor_project" (
      "vendor_id" uuid not null,
      "project_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "vendor_project_pkey" primary key ("vendor_id", "project_id"));`);
    this.addSql(`create index "vendor_project_project_id_vendor_id_index" on "vendor_project" ("project_id", "vendor_id");`);
    this.addSql(
      `alter table "vendor_project" add constraint "vendor_project_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vendor_project" add constraint "vendor_project_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vendor_project";`);
    this.addSql(`drop table if exists "project";`);
  }
}
