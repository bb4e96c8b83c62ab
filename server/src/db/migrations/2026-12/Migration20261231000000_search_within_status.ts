import { Migration } from '@mikro-orm/migrations';

/** The registration statuses when this migration was written (a migration is a snapshot: never the live list). */
const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'];

/**
 * A search within a registration status: one partial trigram index per status instead of one btree_gin index
 * of (status, trigrams). Measured at 100,000 companies (docs/performance.md), the partial index's posting
 * lists hold only that status's rows and no status key has to be intersected with them: a broad search's
 * index scan went from 0.62 to 0.18 ms.
 */
export class Migration20261231000000_search_within_status extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "vendor_status_company_name_trgm";`);
    for (const status of STATUSES) {
      this.addSql(
        `create index "vendor_${status.toLowerCase()}_company_name_trgm" on "vendor" using gin (lower("company_name") gin_trgm_ops) where "registration_status" = '${status}';`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const status of STATUSES) this.addSql(`drop index if exists "vendor_${status.toLowerCase()}_company_name_trgm";`);
    this.addSql(`create index "vendor_status_company_name_trgm" on "vendor" using gin ("registration_status", lower("company_name") gin_trgm_ops);`);
  }
}
