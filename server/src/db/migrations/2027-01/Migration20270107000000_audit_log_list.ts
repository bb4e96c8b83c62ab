import { Migration } from '@mikro-orm/migrations';

const UUID = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;

/**
 * The Activity Logs list and a company's Activity tab (modules/audit/audit-list.ts). The company an entry is
 * about gets a column of its own (audit_log.vendor_id; why, on the entity), filled here for the entries already
 * written; each filter (entity type, action, person, company) has an index ending in the sort (performed_at nulls
 * first, id), which a date range reads as a range, newest first by reading it backwards.
 */
export class Migration20270107000000_audit_log_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_log" add column "vendor_id" uuid null;`);
    this.addSql(`update "audit_log" set "vendor_id" = coalesce(
      case when "entity_type" = 'Vendor' and "entity_id" ~ ${UUID} then "entity_id"::uuid end,
      case when "changes"->>'vendorId' ~ ${UUID} then ("changes"->>'vendorId')::uuid end);`);
    this.addSql(`drop index if exists "audit_log_performed_at_index";`);
    this.addSql(`create index "audit_log_performed_at_idx" on "audit_log" ("performed_at" nulls first, "id");`);
    this.addSql(`create index "audit_log_entity_type_performed_at_idx" on "audit_log" ("entity_type", "performed_at" nulls first, "id");`);
    this.addSql(`create index "audit_log_action_performed_at_idx" on "audit_log" ("action", "performed_at" nulls first, "id");`);
    this.addSql(
      `create index "audit_log_performed_by_performed_at_idx" on "audit_log" ("performed_by_id", "performed_at" nulls first, "id") where "performed_by_id" is not null;`,
    );
    this.addSql(`create index "audit_log_vendor_performed_at_idx" on "audit_log" ("vendor_id", "performed_at" nulls first, "id") where "vendor_id" is not null;`);
  }

  override async down(): Promise<void> {
    for (const name of ['performed_at', 'entity_type_performed_at', 'action_performed_at', 'performed_by_performed_at', 'vendor_performed_at']) {
      this.addSql(`drop index if exists "audit_log_${name}_idx";`);
    }
    this.addSql(`create index "audit_log_performed_at_index" on "audit_log" ("performed_at");`);
    this.addSql(`alter table "audit_log" drop column "vendor_id";`);
  }
}
