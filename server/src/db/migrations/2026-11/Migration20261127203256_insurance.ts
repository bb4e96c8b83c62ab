import { Migration } from '@mikro-orm/migrations';

/**
 * Insurance as records (modules/insurance, docs/insurance.md): a company's policies, the requirement profile (with
 * the shipped default: general liability, auto, workers' compensation and employer's liability, the amounts in whole
 * cents, as DEFAULT_REQUIREMENTS in common/src/domain/insurance.ts) and each company's compliance, indexed for the
 * insurance list and the dashboard (status, next expiry) and for the daily scan (next change).
 */
export class Migration20261127203256_insurance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "insurance_requirement" ("coverage" varchar(32) not null, "minimums" jsonb not null, "statutory" boolean not null default false,
      "additional_insured" boolean not null default false, "waiver_of_subrogation" boolean not null default false,
      constraint "insurance_requirement_pkey" primary key ("coverage"));`);
    this.addSql(`create table "insurance_policy" ("id" uuid not null, "vendor_id" uuid not null,
      "coverage" text check ("coverage" in ('GENERAL_LIABILITY', 'AUTO', 'UMBRELLA', 'WORKERS_COMP', 'EMPLOYERS_LIABILITY', 'PROFESSIONAL', 'POLLUTION')) not null,
      "carrier" varchar(200) not null, "policy_number" varchar(100) not null, "effective_date" date not null, "expiry_date" date not null,
      "limits" jsonb not null, "statutory" boolean not null default false, "additional_insured" boolean not null default false,
      "waiver_of_subrogation" boolean not null default false, "certificate_file_id" uuid not null, "created_at" timestamptz not null,
      "updated_at" timestamptz not null, constraint "insurance_policy_pkey" primary key ("id"));`);
    this.addSql(`create index "insurance_policy_expiry_date_idx" on "insurance_policy" ("expiry_date", "vendor_id");`);
    this.addSql(`create index "insurance_policy_vendor_idx" on "insurance_policy" ("vendor_id", "coverage");`);
    this.addSql(`create table "insurance_compliance" ("vendor_id" uuid not null, "status" text check ("status" in ('COMPLIANT', 'GAPS', 'LAPSED')) not null,
      "gaps" jsonb not null, "next_expiry" date null, "next_change" date null, "checked_at" timestamptz not null,
      constraint "insurance_compliance_pkey" primary key ("vendor_id"));`);
    this.addSql(`create index "insurance_compliance_next_change_idx" on "insurance_compliance" ("next_change");`);
    this.addSql(`create index "insurance_compliance_status_next_expiry_idx" on "insurance_compliance" ("status", "next_expiry" nulls first, "vendor_id");`);
    this.addSql(
      `alter table "insurance_policy" add constraint "insurance_policy_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "insurance_policy" add constraint "insurance_policy_certificate_file_id_foreign" foreign key ("certificate_file_id") references "stored_file" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "insurance_compliance" add constraint "insurance_compliance_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`insert into "insurance_requirement" ("coverage", "minimums", "statutory", "additional_insured", "waiver_of_subrogation") values
      ('GENERAL_LIABILITY', '{"eachOccurrence":100000000,"generalAggregate":200000000,"productsCompletedOps":200000000}', false, true, true),
      ('AUTO', '{"combinedSingleLimit":100000000}', false, true, false),
      ('WORKERS_COMP', '{}', true, false, true),
      ('EMPLOYERS_LIABILITY', '{"eachAccident":100000000,"diseaseEachEmployee":100000000,"diseasePolicyLimit":100000000}', false, false, false);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "insurance_compliance";`);
    this.addSql(`drop table if exists "insurance_policy";`);
    this.addSql(`drop table if exists "insurance_requirement";`);
  }
}
