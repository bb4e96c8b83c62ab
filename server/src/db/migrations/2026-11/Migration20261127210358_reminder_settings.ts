import { Migration } from '@mikro-orm/migrations';

/** The reminders' settings by key (modules/prequal-reminders): the business days after which a review is overdue. */
export class Migration20261127210358_reminder_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reminder_setting" ("key" varchar(100) not null, "value" int not null, "updated_at" timestamptz not null default now(), constraint "reminder_setting_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reminder_setting";`);
  }
}
