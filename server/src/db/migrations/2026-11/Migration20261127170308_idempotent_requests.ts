import { Migration } from '@mikro-orm/migrations';

/**
 * REST POSTs sent with an Idempotency-Key: the running request's claim, then the answer a retry gets again for
 * 24 hours (server/src/idempotency/). Expired rows go with the hourly purge (jobs/purge.ts), by expires_at.
 */
export class Migration20261127170308_idempotent_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotent_request" (
      "caller" text not null,
      "key" text not null,
      "fingerprint" text null,
      "claim" uuid null,
      "status" int null,
      "headers" jsonb null,
      "body" text null,
      "started_at" timestamptz not null,
      "completed_at" timestamptz null,
      "expires_at" timestamptz not null,
      constraint "idempotent_request_pkey" primary key ("caller", "key"));`);
    this.addSql(`create index "idempotent_request_expires_at_index" on "idempotent_request" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotent_request";`);
  }
}
