import { Migration } from '@mikro-orm/migrations';

/**
 * API keys (modules/api-keys): a request finds its key by the prefix it carries (unique index), the list reads them
 * in creation order, and a company's keys go with the company.
 */
export class Migration20261127170203_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_key" (
      "id" uuid not null primary key,
      "name" varchar(100) not null,
      "prefix" varchar(16) not null,
      "secret_hash" varchar(64) not null,
      "previous_secret_hash" varchar(64) null,
      "previous_secret_expires_at" timestamptz null,
      "permissions" text[] not null,
      "vendor_id" uuid null,
      "expires_at" timestamptz not null,
      "requests_per_minute" int not null default 600,
      "created_by_id" uuid not null,
      "created_by" varchar(255) not null,
      "created_at" timestamptz not null default now(),
      "rotated_at" timestamptz null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null
    );`);
    this.addSql(`alter table "api_key" add constraint "api_key_prefix_unique" unique ("prefix");`);
    this.addSql(
      `alter table "api_key" add constraint "api_key_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "api_key_vendor_id_idx" on "api_key" ("vendor_id");`);
    this.addSql(`create index "api_key_created_at_idx" on "api_key" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_key";`);
  }
}
