import { Migration } from '@mikro-orm/migrations';

/** The registration form's fields on vendor, its contacts, stored files, and the list indexes. */
export class Migration20261201000000_vendor_onboarding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "vendor"
      add column "registration_status" text check ("registration_status" in ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED')) not null default 'DRAFT',
      add column "registration_comment" varchar(255) null,
      add column "submitted_at" timestamptz null,
      add column "dba_name" varchar(255) null,
      add column "mailing_address" varchar(255) null,
      add column "suite_number" varchar(50) null,
      add column "office_location_address1" varchar(255) null,
      add column "office_location_address2" varchar(255) null,
      add column "office_location_city" varchar(100) null,
      add column "office_location_state" varchar(100) null,
      add column "office_location_zip" varchar(5) null,
      add column "office_location_country" varchar(100) null,
      add column "office_phone_number" varchar(12) null,
      add column "office_website_url" varchar(2048) null,
      add column "company_description" varchar(500) null,
      add column "regions" text[] not null default '{}',
      add column "market_sectors" text[] not null default '{}',
      add column "supplier_status" varchar(64) null,
      add column "self_perform_status" varchar(64) null,
      add column "partial_scopes" varchar(500) null,
      add column "work_performed_category" varchar(64) null,
      add column "primary_trade" varchar(64) null,
      add column "secondary_trades" text[] not null default '{}',
      add column "average_project_size" numeric(17,2) null,
      add column "largest_project_size" numeric(17,2) null,
      add column "annual_volume" numeric(17,2) null,
      add column "emr" numeric(6,3) null,
      add column "bondable" varchar(5) null,
      add column "bondable_rate" numeric(17,2) null,
      add column "classifications_certifications" text[] not null default '{}',
      add column "company_perform_actions" text[] not null default '{}',
      add column "other_company_follows" varchar(255) null,
      add column "reference_name" varchar(255) null,
      add column "contract_volume" numeric(17,2) null,
      add column "how_heard" varchar(64) null,
      add column "harkins_employee_name" varchar(100) null,
      add column "version" int not null default 1;`);
    // Companies that existed before registration was built were approved accounts.
    this.addSql(`update "vendor" set "registration_status" = 'APPROVED' where "account_id" is not null;`);
    this.addSql(`create index "vendor_registration_status_submitted_at_index" on "vendor" ("registration_status", "submitted_at");`);
    this.addSql(`create index "vendor_registration_status_created_at_index" on "vendor" ("registration_status", "created_at");`);
    // Substring search on the registration lists stays indexed.
    this.addSql(`create index "vendor_company_name_trgm" on "vendor" using gin (lower("company_name") gin_trgm_ops);`);

    this.addSql(`create table "vendor_contact" (
      "id" uuid not null,
      "vendor_id" uuid not null,
      "position" int not null,
      "first_name" varchar(100) null,
      "last_name" varchar(100) null,
      "job_title" varchar(100) null,
      "email" varchar(254) null,
      "cell_phone" varchar(12) null,
      constraint "vendor_contact_pkey" primary key ("id"));`);
    this.addSql(`create index "vendor_contact_vendor_id_position_index" on "vendor_contact" ("vendor_id", "position");`);
    this.addSql(
      `alter table "vendor_contact" add constraint "vendor_contact_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "stored_file" (
      "id" uuid not null,
      "vendor_id" uuid not null,
      "file_name" varchar(255) not null,
      "storage_key" varchar(64) not null,
      "size" int not null,
      "content_type" varchar(127) not null,
      "uploaded_area" varchar(32) not null,
      "uploaded_category" varchar(32) null,
      "uploaded_by_id" uuid null,
      "uploaded_by" varchar(255) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "stored_file_pkey" primary key ("id"));`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "stored_file_vendor_id_uploaded_area_uploaded_category_index" on "stored_file" ("vendor_id", "uploaded_area", "uploaded_category");`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
  }
}
