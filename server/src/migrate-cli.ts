import 'reflect-metadata';
import path from 'node:path';
import { ROOT_DIR } from './config.js';
import type { EmbeddedDatabase } from './db/embedded.js';
import { initOrm, migrate } from './db/orm.js';
import { MODULES } from './modules/index.js';

/**
 * `npm run migrate` (the image's `migrate` command): applies the pending migrations and reference data, then exits.
 * A deploy runs it once per release before the replicas (MIGRATE_ON_START=false) roll. It needs only DATABASE_URL;
 * on a laptop without one it migrates the embedded PostgreSQL under DATA_DIR, as `npm start` would.
 */
async function run() {
  const env = process.env;
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    if (env.NODE_ENV === 'production') throw new Error('NODE_ENV=production and DATABASE_URL is not set: nothing to migrate');
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR || path.join(ROOT_DIR, '.data'), 'pg'), Number(env.EMBEDDED_PG_PORT || 5434));
    await embedded.createDatabase('portal');
    databaseUrl = embedded.url('portal');
  }
  const orm = await initOrm(databaseUrl, MODULES, 2);
  try {
    const pending = await orm.getMigrator().getPendingMigrations();
    await migrate(orm, MODULES);
    console.log(`migrations applied: ${pending.length}${pending.length ? ` (${pending.map((m) => m.name).join(', ')})` : ''}`);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
