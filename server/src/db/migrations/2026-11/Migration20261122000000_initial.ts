import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table "vendor" (
      "id" uuid not null,
      "account_id" varchar(64) null,
      "company_name" varchar(255) not null,
      "tax_id" varchar(10) null,
      "no_of_employees" int null,
      "prequal_status" text check ("prequal_status" in ('NOT_STARTED', 'AWAITING_RENEWAL', 'DRAFT', 'IN_PROGRESS', 'ADMIN_REVIEW_PENDING', 'DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'RENEWAL')) not null default 'NOT_STARTED',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "vendor_pkey" primary key ("id"));`);
    this.addSql(`alter table "vendor" add constraint "vendor_account_id_unique" unique ("account_id");`);
    this.addSql(`create index "vendor_tax_id_index" on "vendor" ("tax_id");`);

    this.addSql(`create table "app_user" (
      "id" uuid not null,
      "name" varchar(255) not null,
      "email" varchar(255) not null,
      "phone" varchar(20) null,
      "role" text check ("role" in ('SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER', 'VENDOR_ADMIN', 'VENDOR_USER')) not null,
      "password_hash" varchar(255) not null,
      "is_active" boolean not null default true,
      "last_login" timestamptz null,
      "vendor_id" uuid null,
      "is_company_admin" boolean not null default false,
      "priority" text check ("priority" in ('LOW', 'MEDIUM', 'HIGH')) null,
      "profile_pic" varchar(2048) null,
      "registration_status" text check ("registration_status" in ('PENDING', 'APPROVED', 'REJECTED')) not null default 'APPROVED',
      "registration_comment" varchar(255) null,
      "session_version" int not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "version" int not null default 1,
      constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_vendor_id_index" on "app_user" ("vendor_id");`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
    // Substring search on the users list (name, e-mail) stays indexed.
    this.addSql(`create index "app_user_search_trgm" on "app_user" using gin ((lower("name") || ' ' || "email") gin_trgm_ops);`);

    this.addSql(`create table "audit_log" (
      "id" uuid not null,
      "entity_type" varchar(64) not null,
      "entity_id" varchar(64) null,
      "action" varchar(64) not null,
      "performed_by_id" uuid null,
      "performed_by" varchar(255) not null,
      "performed_at" timestamptz not null default now(),
      "changes" jsonb null,
      constraint "audit_log_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_log_entity_type_entity_id_index" on "audit_log" ("entity_type", "entity_id");`);
    this.addSql(`create index "audit_log_performed_at_index" on "audit_log" ("performed_at");`);

    this.addSql(`create table "password_reset_token" (
      "id" uuid not null,
      "user_id" uuid not null,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "password_reset_token_pkey" primary key ("id"));`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "revoked_token" (
      "jti" varchar(64) not null,
      "expires_at" timestamptz not null,
      constraint "revoked_token_pkey" primary key ("jti"));`);
    this.addSql(`create index "revoked_token_expires_at_index" on "revoked_token" ("expires_at");`);

    this.addSql(`create table "login_throttle" (
      "key" varchar(320) not null,
      "failures" int not null default 0,
      "window_started_at" timestamptz not null,
      "blocked_until" timestamptz null,
      constraint "login_throttle_pkey" primary key ("key"));`);
  }
}
