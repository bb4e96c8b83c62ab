import { Migration } from '@mikro-orm/migrations';

/** The approval letter of a completed cycle: a stored file of the company, linked from its cycle. */
export class Migration20261127203608_approval_letter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "prequalification" add column "approval_letter_file_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prequalification" drop column "approval_letter_file_id";`);
  }
}
