import { Migration } from '@mikro-orm/migrations';

/**
 * Jobs and the outbox. pg-boss keeps its own schema (`pgboss`, installed and migrated by pg-boss at
 * start); these are the portal's tables beside it:
 * - job_key: the idempotency keys of jobs (a repeated change writes its job once);
 * - mail_delivery: the mail jobs whose message was handed to the mail server, so a retried job never sends twice;
 * - the company's CRM sync state, which the company page shows ("Something went wrong syncing with 365").
 */
export class Migration20270201000000_jobs_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "job_key" (
      "key" varchar(255) not null primary key,
      "queue" varchar(64) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "job_key_created_at_idx" on "job_key" ("created_at");`);
    this.addSql(`create table "mail_delivery" (
      "job_id" uuid not null primary key,
      "sent_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "mail_delivery_sent_at_idx" on "mail_delivery" ("sent_at");`);
    this.addSql(`alter table "vendor" add column "crm_sync_status" text null check ("crm_sync_status" in ('PENDING', 'SYNCED', 'FAILED'));`);
    this.addSql(`alter table "vendor" add column "crm_synced_at" timestamptz null;`);
    this.addSql(`alter table "vendor" add column "crm_sync_error" varchar(500) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "vendor" drop column "crm_sync_error", drop column "crm_synced_at", drop column "crm_sync_status";`);
    this.addSql(`drop table "mail_delivery";`);
    this.addSql(`drop table "job_key";`);
  }
}
