import { Migration } from '@mikro-orm/migrations';

/** The company's NAICS code (a profile field), which picks the industry averages its safety rates are compared with. */
export class Migration20261127202113_naics_code extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "vendor" add column "naics_code" varchar(6) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "vendor" drop column "naics_code";`);
  }
}
