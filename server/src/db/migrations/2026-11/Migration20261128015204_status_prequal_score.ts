import { Migration } from '@mikro-orm/migrations';

/**
 * The approved companies sorted by score (the qualified-vendor search, the Companies list's Approved view) read
 * (registration status, score, id) in order, as they do for the name and the date: with only the listed index
 * (every status but DRAFT) a deep page of the approved ones was a sequential scan and a sort.
 */
export class Migration20261128015204_status_prequal_score extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "vendor_status_prequal_score_idx" on "vendor" ("registration_status", "prequal_score" nulls first, "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "vendor_status_prequal_score_idx";`);
  }
}
