import { Migration } from '@mikro-orm/migrations';

/**
 * Files: the file managers' lists of a company's files (by area, newest first or by name), and a
 * document's expiry date (beyond the specification) with the index the dashboard's count of expiring documents reads.
 */
export class Migration20270111000000_file_manager extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "stored_file" add column "expires_at" date null;`);
    this.addSql(`create index "stored_file_vendor_updated_at_idx" on "stored_file" ("vendor_id", "updated_at" nulls first, "id");`);
    this.addSql(`create index "stored_file_vendor_area_updated_at_idx" on "stored_file" ("vendor_id", "uploaded_area", "updated_at" nulls first, "id");`);
    this.addSql(`create index "stored_file_vendor_file_name_idx" on "stored_file" ("vendor_id", "file_name" nulls first, "id");`);
    this.addSql(`create index "stored_file_expires_at_idx" on "stored_file" ("expires_at", "vendor_id") where "expires_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "stored_file_expires_at_idx";`);
    this.addSql(`drop index if exists "stored_file_vendor_file_name_idx";`);
    this.addSql(`drop index if exists "stored_file_vendor_area_updated_at_idx";`);
    this.addSql(`drop index if exists "stored_file_vendor_updated_at_idx";`);
    this.addSql(`alter table "stored_file" drop column "expires_at";`);
  }
}
