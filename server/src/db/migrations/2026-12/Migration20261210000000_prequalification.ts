import { Migration } from '@mikro-orm/migrations';

/** The prequal module's home, one prequalification per company and cycle. */
export class Migration20261210000000_prequalification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "prequalification" (
      "id" uuid not null,
      "vendor_id" uuid not null,
      "cycle" varchar(7) not null,
      "status" text check ("status" in ('NOT_STARTED', 'AWAITING_RENEWAL', 'DRAFT', 'IN_PROGRESS', 'ADMIN_REVIEW_PENDING', 'DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING', 'COMPLETED', 'RENEWAL')) not null default 'DRAFT',
      "expires_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "version" int not null default 1,
      constraint "prequalification_pkey" primary key ("id"));`);
    this.addSql(`alter table "prequalification" add constraint "prequalification_vendor_id_cycle_unique" unique ("vendor_id", "cycle");`);
    this.addSql(
      `alter table "prequalification" add constraint "prequalification_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prequalification" cascade;`);
  }
}
