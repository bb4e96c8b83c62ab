import { DEFAULT_SCORE_WEIGHTS } from '@portal/common/insights/score-weights';
import { expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../../test/fixtures/database-before-migration.js';
import { readStampedSetting } from '../settings/index.js';

/**
 * The migration of the score weights onto the settings table, on a database migrated up to the migration before it
 * with weights saved in the old table: the row is carried over with the same meaning (the settings service reads
 * the saved weights), the old table goes, and down() puts it back.
 */
const WEIGHTS_MIGRATION = 'Migration20261128060140_score_weights_setting';
const db = databaseBeforeMigration(WEIGHTS_MIGRATION);
const { before: BEFORE, sql } = db;
const tableExists = async (name: string) => (await sql<{ t: string | null }>(`select to_regclass('public.${name}')::text as t`))[0]!.t !== null;
const SAVED = { ...DEFAULT_SCORE_WEIGHTS, insurance: { ...DEFAULT_SCORE_WEIGHTS.insurance, weight: 0 }, trir: { ...DEFAULT_SCORE_WEIGHTS.trir, fallbackAverage: 2 } };
const SAVED_AT = '2026-05-06T07:08:09.000Z';

it('carries the saved weights into setting under score.weights, then drops score_weights; down() puts them back', async () => {
  await sql(`insert into score_weights (id, weights, updated_at) values (1, ?::jsonb, ?)`, [JSON.stringify(SAVED), SAVED_AT]);

  await db.orm.getMigrator().up({ to: WEIGHTS_MIGRATION });

  const rows = await sql<{ key: string; value: unknown; updated_at: Date; updated_by: string | null }>(
    `select key, value, updated_at, updated_by from setting where key = 'score.weights'`,
  );
  expect(rows.map((r) => [r.key, r.value, new Date(r.updated_at).toISOString(), r.updated_by])).toEqual([['score.weights', SAVED, SAVED_AT, null]]);
  expect(await tableExists('score_weights')).toBe(false);
  // Read as the portal reads them: the saved weights and when they were saved, not the defaults.
  expect(await readStampedSetting(db.orm.em.fork(), 'score.weights')).toEqual({ value: SAVED, updatedAt: new Date(SAVED_AT) });

  await db.orm.getMigrator().down({ to: BEFORE });
  expect(await sql(`select id, weights from score_weights`)).toEqual([{ id: 1, weights: SAVED }]);
  expect(await sql(`select key from setting where key = 'score.weights'`)).toEqual([]);
});

it('runs again over a database where setting already holds the weights, keeping them', async () => {
  const newer = { ...SAVED, emr: { ...SAVED.emr, weight: 20 } };
  await sql(`insert into setting (key, value) values ('score.weights', ?::jsonb)`, [JSON.stringify(newer)]);
  await db.orm.getMigrator().up({ to: WEIGHTS_MIGRATION });
  expect(await sql(`select value from setting where key = 'score.weights'`)).toEqual([{ value: newer }]);
  expect(await tableExists('score_weights')).toBe(false);
});

it('leaves the defaults in force for a database that never saved weights', async () => {
  await db.orm.getMigrator().down({ to: BEFORE });
  await sql(`delete from score_weights`);
  await db.orm.getMigrator().up({ to: WEIGHTS_MIGRATION });
  expect(await sql(`select key from setting where key = 'score.weights'`)).toEqual([]);
  expect(await readStampedSetting(db.orm.em.fork(), 'score.weights')).toEqual({ value: DEFAULT_SCORE_WEIGHTS, updatedAt: null });
});
