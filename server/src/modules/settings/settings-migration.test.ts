import { expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/fixtures/database-before-migration.js';

/**
 * The migration to one settings table, on a database migrated up to the migration before it with rows in the three
 * old tables: every row is carried over with the same meaning, the old tables go, and down() puts them back.
 */
const SETTINGS_MIGRATION = 'Migration20261127232947_settings';
const db = databaseBeforeMigration(SETTINGS_MIGRATION);
const { sql } = db;
const tableExists = async (name: string) => (await sql<{ t: string | null }>(`select to_regclass('public.${name}')::text as t`))[0]!.t !== null;

it('carries every row of form_setting, reminder_setting and portal_setting into setting, then drops the old tables', async () => {
  // form_setting already holds the threshold's default (Migration20270101000000_form_templates): change it.
  await sql(`update form_setting set value = 25, updated_at = '2026-01-02T03:04:05Z' where key = 'safety-form-emp-count'`);
  await sql(`insert into reminder_setting (key, value, updated_at) values ('overdue-review-business-days', 9, '2026-02-03T04:05:06Z')`);
  await sql(`insert into portal_setting (key, value, updated_at, updated_by) values
    ('security.requireMfaForInternal', 'true'::jsonb, '2026-03-04T05:06:07Z', 'Sam Admin'),
    ('some.other', '{"a": [1, "two"]}'::jsonb, '2026-04-05T06:07:08Z', null)`);

  await db.orm.getMigrator().up({ to: SETTINGS_MIGRATION });

  const rows = await sql<{ key: string; value: unknown; updated_at: Date; updated_by: string | null }>(
    'select key, value, updated_at, updated_by from setting order by key',
  );
  expect(rows.map((r) => [r.key, r.value, new Date(r.updated_at).toISOString(), r.updated_by])).toEqual([
    ['overdue-review-business-days', 9, '2026-02-03T04:05:06.000Z', null],
    ['safety-form-emp-count', 25, '2026-01-02T03:04:05.000Z', null],
    ['security.requireMfaForInternal', true, '2026-03-04T05:06:07.000Z', 'Sam Admin'],
    ['some.other', { a: [1, 'two'] }, '2026-04-05T06:07:08.000Z', null],
  ]);
  // Stored as JSON numbers and booleans, as the registry's schemas read them (and sign-in compares with 'true'::jsonb).
  expect(await sql(`select jsonb_typeof(value) as t from setting order by key`)).toEqual([{ t: 'number' }, { t: 'number' }, { t: 'boolean' }, { t: 'object' }]);
  for (const old of ['form_setting', 'reminder_setting', 'portal_setting']) expect(await tableExists(old)).toBe(false);

  // Back down: each old table gets its own keys again, with their values' old types.
  await db.orm.getMigrator().down({ to: SETTINGS_MIGRATION });
  expect(await tableExists('setting')).toBe(false);
  expect(await sql('select key, value from form_setting')).toEqual([{ key: 'safety-form-emp-count', value: 25 }]);
  expect(await sql('select key, value from reminder_setting')).toEqual([{ key: 'overdue-review-business-days', value: 9 }]);
  expect(await sql('select key, value, updated_by from portal_setting order by key')).toEqual([
    { key: 'security.requireMfaForInternal', value: true, updated_by: 'Sam Admin' },
    { key: 'some.other', value: { a: [1, 'two'] }, updated_by: null },
  ]);
});

it('runs again over a database where the new table already holds a key, keeping the newer value', async () => {
  await sql(`create table "setting" ("key" text not null, "value" jsonb not null, "updated_at" timestamptz not null default now(),
    "updated_by" text null, constraint "setting_pkey" primary key ("key"))`);
  await sql(`insert into setting (key, value) values ('safety-form-emp-count', '30'::jsonb)`);
  await db.orm.getMigrator().up({ to: SETTINGS_MIGRATION });
  expect(await sql('select key, value from setting order by key')).toEqual([
    { key: 'overdue-review-business-days', value: 9 },
    { key: 'safety-form-emp-count', value: 30 },
    { key: 'security.requireMfaForInternal', value: true },
    { key: 'some.other', value: { a: [1, 'two'] } },
  ]);
});
