import { Migration } from '@mikro-orm/migrations';

/**
 * The review pipeline's columns. Each form carries its category's department decision (status,
 * mitigation plan, comment, limits, who and when, the admin reviewer's flagged questions); each cycle its
 * submission date, priority, the start of department review, the final decision and its comment, completion
 * and the cycle it renews.
 */
export class Migration20270103000000_prequal_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "prequal_form"
      add column "department_status" text check ("department_status" in ('DEPARTMENT_PENDING', 'DEPARTMENT_APPROVED', 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY', 'DEPARTMENT_APPROVED_WITH_MEETING', 'DEPARTMENT_NOT_APPROVED')) not null default 'DEPARTMENT_PENDING',
      add column "mitigation_plan" text null,
      add column "department_comment" varchar(255) null,
      add column "aggregate_limit" numeric(17,2) null,
      add column "single_limit" numeric(17,2) null,
      add column "bonding_limit" numeric(17,2) null,
      add column "decided_at" timestamptz null,
      add column "decided_by_name" varchar(255) null,
      add column "flags" jsonb null;`);
    this.addSql(`alter table "prequalification"
      add column "submitted_at" timestamptz null,
      add column "priority" text check ("priority" in ('LOW', 'MEDIUM', 'HIGH')) not null default 'MEDIUM',
      add column "department_review_started_at" timestamptz null,
      add column "final_status" text check ("final_status" in ('FINAL_APPROVED', 'FINAL_APPROVED_WITH_RISK_MITIGATION', 'FINAL_APPROVED_BOND_APPROVAL_ONLY', 'FINAL_APPROVED_WITH_MEETING', 'FINAL_REJECTED', 'IN_PROGRESS')) null,
      add column "comment" varchar(255) null,
      add column "completed_at" timestamptz null,
      add column "renews_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "prequalification" drop column "submitted_at", drop column "priority", drop column "department_review_started_at", drop column "final_status", drop column "comment", drop column "completed_at", drop column "renews_id";`,
    );
    this.addSql(
      `alter table "prequal_form" drop column "department_status", drop column "mitigation_plan", drop column "department_comment", drop column "aggregate_limit", drop column "single_limit", drop column "bonding_limit", drop column "decided_at", drop column "decided_by_name", drop column "flags";`,
    );
  }
}
