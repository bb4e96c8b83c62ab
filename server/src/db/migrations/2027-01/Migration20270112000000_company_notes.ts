import { Migration } from '@mikro-orm/migrations';

/** A company reference that goes with its company, named as MikroORM names it. */
const foreignKey = (table: string, column: string) =>
  `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "vendor" ("id") on update cascade on delete cascade;`;

/**
 * The company page (admin specification section 2): the company's ERP id (vendor.hb_erpid), staff notes
 * (Notes tab) and comments (Main tab), each listed newest first per company from its (vendor_id, created, id)
 * index, and related accounts: one row per parent -> child link between two companies.
 */
export class Migration20270112000000_company_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "vendor" add column "hb_erpid" varchar(64) null;`);

    this.addSql(`create table "company_note" (
      "id" uuid not null primary key,
      "vendor_id" uuid not null,
      "notes" text not null,
      "created_by_id" uuid null,
      "created_by" varchar(255) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(foreignKey('company_note', 'vendor_id'));
    this.addSql(`create index "company_note_vendor_created_idx" on "company_note" ("vendor_id", "created_at" nulls first, "id");`);

    this.addSql(`create table "company_comment" (
      "id" uuid not null primary key,
      "vendor_id" uuid not null,
      "comment_text" varchar(255) not null,
      "commented_by_id" uuid null,
      "commented_by" varchar(255) not null,
      "comment_date" timestamptz not null default now()
    );`);
    this.addSql(foreignKey('company_comment', 'vendor_id'));
    this.addSql(`create index "company_comment_vendor_date_idx" on "company_comment" ("vendor_id", "comment_date" nulls first, "id");`);

    this.addSql(`create table "related_account" (
      "parent_id" uuid not null,
      "child_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "related_account_pkey" primary key ("parent_id", "child_id"),
      constraint "related_account_not_itself" check ("parent_id" <> "child_id")
    );`);
    this.addSql(foreignKey('related_account', 'parent_id'));
    this.addSql(foreignKey('related_account', 'child_id'));
    this.addSql(`create index "related_account_child_id_index" on "related_account" ("child_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "related_account";`);
    this.addSql(`drop table if exists "company_comment";`);
    this.addSql(`drop table if exists "company_note";`);
    this.addSql(`alter table "vendor" drop column "hb_erpid";`);
  }
}
