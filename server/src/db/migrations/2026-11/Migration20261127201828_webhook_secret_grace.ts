import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook secret rotation with a grace period: the secret before the last rotation is kept (as the secret is, to
 * sign) until its expiry, so that deliveries carry both signatures while integrators switch to the new one.
 */
export class Migration20261127201828_webhook_secret_grace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_subscription" add column "previous_secret" varchar(128) null,
      add column "previous_secret_expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_subscription" drop column "previous_secret", drop column "previous_secret_expires_at";`);
  }
}
