import { Migration } from '@mikro-orm/migrations';

/**
 * The Companies list (/admin/companies), the approved-companies lookups and the qualified-vendor search
 * (companies/companies-list.ts). Each filter + sort has an index ending (sort column nulls first, id), as the other
 * lists do; the qualified search's filters on array columns have GIN indexes, and "limit at least" starts from
 * the financial forms' single limits.
 */
export class Migration20270108000000_companies_list extends Migration {
  override async up(): Promise<void> {
    // Every company past its draft, by name or creation; any status then id (the Approval Status sort).
    this.addSql(`create index "vendor_listed_company_name_idx" on "vendor" ("company_name" nulls first, "id") where "registration_status" <> 'DRAFT';`);
    this.addSql(`create index "vendor_listed_created_at_idx" on "vendor" ("created_at" nulls first, "id") where "registration_status" <> 'DRAFT';`);
    this.addSql(`create index "vendor_status_id_idx" on "vendor" ("registration_status" nulls first, "id");`);
    // The qualified-vendor search.
    this.addSql(`create index "vendor_primary_trade_idx" on "vendor" ("primary_trade");`);
    this.addSql(`create index "vendor_secondary_trades_gin" on "vendor" using gin ("secondary_trades");`);
    this.addSql(`create index "vendor_regions_gin" on "vendor" using gin ("regions");`);
    this.addSql(`create index "vendor_market_sectors_gin" on "vendor" using gin ("market_sectors");`);
    this.addSql(`create index "vendor_certifications_gin" on "vendor" using gin ("classifications_certifications");`);
    this.addSql(`create index "vendor_prequal_status_idx" on "vendor" ("prequal_status");`);
    this.addSql(`create index "prequal_form_financial_single_limit_idx" on "prequal_form" ("single_limit", "prequalification_id") where "category" = 'FINANCIAL';`);
  }

  override async down(): Promise<void> {
    for (const name of [
      'prequal_form_financial_single_limit_idx',
      'vendor_prequal_status_idx',
      'vendor_certifications_gin',
      'vendor_market_sectors_gin',
      'vendor_regions_gin',
      'vendor_secondary_trades_gin',
      'vendor_primary_trade_idx',
      'vendor_status_id_idx',
      'vendor_listed_created_at_idx',
      'vendor_listed_company_name_idx',
    ]) {
      this.addSql(`drop index if exists "${name}";`);
    }
  }
}
