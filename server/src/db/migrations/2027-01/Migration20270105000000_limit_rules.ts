import { Migration } from '@mikro-orm/migrations';

/** The default rules when this migration was written (a snapshot of DEFAULT_LIMIT_RULES in prequal-limits/limit-rules.ts). */
const DEFAULTS: [limit: string, basis: string, multiplier: string, description: string][] = [
  ['SINGLE', 'WORKING_CAPITAL', '10', 'Single project limit: 10 x working capital'],
  ['SINGLE', 'BONDING_SINGLE', '1', 'No more than the single project bonding capacity'],
  ['AGGREGATE', 'NET_WORTH', '10', 'Aggregate limit: 10 x net worth'],
  ['AGGREGATE', 'BONDING_AGGREGATE', '1', 'No more than the aggregate bonding capacity'],
  ['BONDING', 'BONDING_SINGLE', '1', 'Bonding limit: the single project bonding capacity'],
];

/**
 * Suggested limits (beyond the specification): the rules that suggest a company's financial limits,
 * kept as data (limit_rule, edited by the system admin), with defaults typical for a general contractor; and the
 * suggestion recorded with each financial department decision (prequal_form.suggested_*).
 */
export class Migration20270105000000_limit_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "limit_rule" (
      "id" uuid not null primary key,
      "limit" text check ("limit" in ('SINGLE', 'AGGREGATE', 'BONDING')) not null,
      "basis" varchar(100) not null,
      "multiplier" numeric(12,4) not null,
      "cap" numeric(17,2) null,
      "description" text not null,
      "position" int not null
    );`);
    DEFAULTS.forEach(([limit, basis, multiplier, description], i) => {
      this.addSql(
        `insert into "limit_rule" ("id", "limit", "basis", "multiplier", "cap", "description", "position") values (gen_random_uuid(), '${limit}', '${basis}', ${multiplier}, null, '${description}', ${i + 1});`,
      );
    });
    this.addSql(`alter table "prequal_form"
      add column "suggested_single_limit" numeric(17,2) null,
      add column "suggested_aggregate_limit" numeric(17,2) null,
      add column "suggested_bonding_limit" numeric(17,2) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prequal_form" drop column "suggested_single_limit", drop column "suggested_aggregate_limit", drop column "suggested_bonding_limit";`);
    this.addSql(`drop table if exists "limit_rule";`);
  }
}
