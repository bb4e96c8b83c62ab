import { Migration } from '@mikro-orm/migrations';

/**
 * Second factor (server/src/modules/mfa): a user's TOTP secret (encrypted; enabled once confirmed with a code; the
 * last accepted time step, so one code signs in once), the hashed recovery codes (one use each), and the portal's
 * settings kept as data (the two-factor requirement for staff).
 */
export class Migration20261127201936_mfa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_totp" (
      "user_id" uuid not null,
      "secret_enc" text not null,
      "enabled_at" timestamptz null,
      "last_step" bigint null,
      "created_at" timestamptz not null default now(),
      constraint "user_totp_pkey" primary key ("user_id"),
      constraint "user_totp_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade);`);
    this.addSql(`create table "mfa_recovery_code" (
      "id" uuid not null,
      "user_id" uuid not null,
      "code_hash" text not null,
      "used_at" timestamptz null,
      constraint "mfa_recovery_code_pkey" primary key ("id"),
      constraint "mfa_recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade);`);
    this.addSql(`create index "mfa_recovery_code_user_id_index" on "mfa_recovery_code" ("user_id");`);
    this.addSql(`create table "portal_setting" (
      "key" text not null,
      "value" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" text null,
      constraint "portal_setting_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "portal_setting";`);
    this.addSql(`drop table if exists "mfa_recovery_code";`);
    this.addSql(`drop table if exists "user_totp";`);
  }
}
