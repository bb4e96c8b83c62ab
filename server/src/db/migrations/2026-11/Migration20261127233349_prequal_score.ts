import { Migration } from '@mikro-orm/migrations';

/**
 * The prequalification score (docs/insights.md, "Score"): each company's score, kept on its row for the Companies
 * list and the qualified-vendor search (sorted and filtered through a partial index like the list's others), when it
 * was computed, and the weights the system admin edits (one row of JSON in a table of its own).
 */
export class Migration20261127233349_prequal_score extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "vendor" add column if not exists "prequal_score" smallint null, add column if not exists "prequal_score_at" timestamptz null;`);
    this.addSql(`create index if not exists "vendor_listed_prequal_score_idx" on "vendor" ("prequal_score" nulls first, "id") where "registration_status" <> 'DRAFT';`);
    this
      .addSql(`create table if not exists "score_weights" ("id" smallint not null default 1, "weights" jsonb not null, "updated_at" timestamptz not null default now(),
      constraint "score_weights_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "score_weights";`);
    this.addSql(`drop index if exists "vendor_listed_prequal_score_idx";`);
    this.addSql(`alter table "vendor" drop column if exists "prequal_score", drop column if exists "prequal_score_at";`);
  }
}
