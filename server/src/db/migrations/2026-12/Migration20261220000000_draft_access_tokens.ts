import { Migration } from '@mikro-orm/migrations';

/**
 * Anonymous drafts are continued with a secret, not with their id alone. Only the SHA-256 of
 * each secret is kept, with when it was made and when it stops working; the rows go with their draft.
 */
export class Migration20261220000000_draft_access_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "draft_access_token" (
      "id" uuid not null,
      "vendor_id" uuid not null,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      constraint "draft_access_token_pkey" primary key ("id"));`);
    this.addSql(`create index "draft_access_token_vendor_id_index" on "draft_access_token" ("vendor_id");`);
    this.addSql(
      `alter table "draft_access_token" add constraint "draft_access_token_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
  }
}
