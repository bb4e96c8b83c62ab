import { Migration } from '@mikro-orm/migrations';

/**
 * Per-project insurance requirements (modules/insurance, docs/insurance.md): a project's stricter minimums and flags
 * per coverage; a company assigned to the project is checked against the stricter of these and the builder's profile.
 * A project's rows go with it. Written to run once; `if not exists` keeps a rerun harmless.
 */
export class Migration20261128000100_insurance_project_requirements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "insurance_project_requirement" ("project_id" uuid not null, "coverage" varchar(32) not null,
      "minimums" jsonb not null, "statutory" boolean not null default false, "additional_insured" boolean not null default false,
      "waiver_of_subrogation" boolean not null default false,
      constraint "insurance_project_requirement_pkey" primary key ("project_id", "coverage"));`);
    this.addSql(`alter table "insurance_project_requirement" drop constraint if exists "insurance_project_requirement_project_id_foreign";`);
    this.addSql(
      `alter table "insurance_project_requirement" add constraint "insurance_project_requirement_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "insurance_project_requirement";`);
  }
}
