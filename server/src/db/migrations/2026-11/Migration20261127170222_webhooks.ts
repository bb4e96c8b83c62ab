import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (modules/webhooks): subscriptions, one delivery per event and subscription (written with the change
 * that caused the event, beside its job), and each try of a delivery. Deleting a subscription deletes its log.
 */
export class Migration20261127170222_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_subscription" (
      "id" uuid not null, "url" varchar(2048) not null, "description" varchar(255) null, "events" text[] not null,
      "secret" varchar(128) not null, "enabled" boolean not null default true,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "webhook_subscription_pkey" primary key ("id"));`);
    this.addSql(`create table "webhook_delivery" (
      "id" uuid not null, "subscription_id" uuid not null, "event_type" varchar(64) not null, "body" jsonb not null,
      "status" varchar(16) not null default 'PENDING', "attempts" int not null default 0,
      "last_attempt_at" timestamptz null, "last_status_code" int null, "created_at" timestamptz not null default now(),
      constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_subscription_created_idx" on "webhook_delivery" ("subscription_id", "created_at", "id");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_subscription_id_foreign"
      foreign key ("subscription_id") references "webhook_subscription" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "webhook_attempt" (
      "id" uuid not null, "delivery_id" uuid not null, "attempted_at" timestamptz not null default now(),
      "status_code" int null, "duration_ms" int not null, "error" text null, "response_body" text null,
      constraint "webhook_attempt_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_attempt_delivery_idx" on "webhook_attempt" ("delivery_id", "attempted_at");`);
    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_delivery_id_foreign"
      foreign key ("delivery_id") references "webhook_delivery" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempt";`);
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook_subscription";`);
  }
}
