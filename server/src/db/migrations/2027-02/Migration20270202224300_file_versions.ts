import { Migration } from '@mikro-orm/migrations';

/**
 * Files are versions, never overwritten (docs/file-versions.md): a replacement adds a row chained to the one it
 * replaces. Every existing row is the first and current version of its own document (document_id = id).
 */
export class Migration20270202224300_file_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "stored_file" add column "document_id" uuid null, add column "previous_version_id" uuid null, add column "replaced_at" timestamptz null;`);
    this.addSql(`update "stored_file" set "document_id" = "id";`);
    this.addSql(`alter table "stored_file" alter column "document_id" set not null;`);
    // A row inserted without its document (a first version written by plain SQL) is its own document.
    this.addSql(
      `create function "stored_file_own_document"() returns trigger language plpgsql as $$ begin new.document_id := coalesce(new.document_id, new.id); return new; end $$;`,
    );
    this.addSql(`create trigger "stored_file_own_document" before insert on "stored_file" for each row execute function "stored_file_own_document"();`);
    this.addSql(`create index "stored_file_document_created_at_idx" on "stored_file" ("document_id", "created_at" desc, "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "stored_file_own_document" on "stored_file";`);
    this.addSql(`drop function if exists "stored_file_own_document"();`);
    this.addSql(`drop index if exists "stored_file_document_created_at_idx";`);
    this.addSql(`alter table "stored_file" drop column "replaced_at", drop column "previous_version_id", drop column "document_id";`);
  }
}
