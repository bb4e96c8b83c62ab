import { Migration } from '@mikro-orm/migrations';

/**
 * A change of a user's e-mail waits for a confirmation from the new address (users/email-change.service.ts):
 * one row per request, with only the SHA-256 of the mailed secret, gone with its user.
 */
export class Migration20270202224500_email_change_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "email_change_token" (
      "id" uuid not null,
      "user_id" uuid not null,
      "new_email" varchar(255) not null,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "email_change_token_pkey" primary key ("id"));`);
    this.addSql(`create index "email_change_token_user_id_index" on "email_change_token" ("user_id");`);
    this.addSql(`alter table "email_change_token" add constraint "email_change_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "email_change_token" add constraint "email_change_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }
}
