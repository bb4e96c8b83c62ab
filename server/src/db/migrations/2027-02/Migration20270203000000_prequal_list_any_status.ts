import { Migration } from '@mikro-orm/migrations';

const SORTS = { company_name: 'company_name', submitted_at: 'submitted_at', priority: 'priority_rank', expires_at: 'expires_at' };

/**
 * GET /vendor/prequal-forms without a status lists every company with a cycle, whatever its status
 * (modules/prequal-lists/prequal-list.ts): its sorts and its search get partial indexes of their own, beside the
 * per-status ones, so that list too pages and searches through an index.
 */
export class Migration20270203000000_prequal_list_any_status extends Migration {
  override async up(): Promise<void> {
    for (const [name, column] of Object.entries(SORTS)) {
      this.addSql(`create index "prequal_list_any_${name}_idx" on "prequal_list" ("${column}" nulls first, "id") where "prequal_id" is not null;`);
    }
    this.addSql(`create index "prequal_list_any_company_name_trgm" on "prequal_list" using gin (lower("company_name") gin_trgm_ops) where "prequal_id" is not null;`);
  }

  override async down(): Promise<void> {
    for (const name of Object.keys(SORTS)) this.addSql(`drop index if exists "prequal_list_any_${name}_idx";`);
    this.addSql(`drop index if exists "prequal_list_any_company_name_trgm";`);
  }
}
