import { Migration } from '@mikro-orm/migrations';

/** The settings key the weights live under (common/src/settings/registry.ts). */
const KEY = 'score.weights';

/**
 * The prequalification score's weights join the other settings in the `setting` table (modules/settings), under the
 * key `score.weights`, in place of their own one-row table `score_weights`: the row's JSON and time are carried
 * over (who saved it was never kept), then the table goes. Safe to run again: a table already gone is skipped, and
 * a key already in `setting` keeps its value. down() puts the row and the table back.
 */
export class Migration20261128060140_score_weights_setting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$ begin
      if to_regclass('public.score_weights') is not null then
        insert into "setting" ("key", "value", "updated_at", "updated_by")
          select '${KEY}', "weights", "updated_at", null from "score_weights" where "id" = 1 on conflict ("key") do nothing;
      end if;
    end $$;`);
    this.addSql(`drop table if exists "score_weights";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table if not exists "score_weights" ("id" smallint not null default 1, "weights" jsonb not null,
      "updated_at" timestamptz not null default now(), constraint "score_weights_pkey" primary key ("id"));`);
    this.addSql(`insert into "score_weights" ("id", "weights", "updated_at")
      select 1, "value", "updated_at" from "setting" where "key" = '${KEY}' on conflict ("id") do nothing;`);
    this.addSql(`delete from "setting" where "key" = '${KEY}';`);
  }
}
