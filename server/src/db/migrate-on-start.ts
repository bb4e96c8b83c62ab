import type { MikroORM } from '@mikro-orm/postgresql';
import type { PortalModule } from '../modules/module.js';
import { migrate } from './orm.js';

interface StartLogger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/**
 * At start: apply pending migrations (MIGRATE_ON_START, the default), or, on a replica of a deploy that runs
 * `npm run migrate` once per release, only check that none is pending: old code on a new schema is planned for
 * (expand, then contract), new code on an old schema is not.
 */
export async function migrateOnStart(orm: MikroORM, modules: readonly PortalModule[], apply: boolean, logger: StartLogger): Promise<void> {
  if (apply) return migrateWithRetry(orm, modules, logger);
  const pending = await orm.getMigrator().getPendingMigrations();
  if (pending.length > 0) {
    throw new Error(
      `MIGRATE_ON_START=false and ${pending.length} migration(s) pending (${pending.map((m) => m.name).join(', ')}): run \`npm run migrate\` (the image's migrate command) first`,
    );
  }
  logger.info({}, 'MIGRATE_ON_START=false: the schema is up to date');
}

/** Replicas starting together race for the migrations; the loser waits and finds them applied. */
async function migrateWithRetry(orm: MikroORM, modules: readonly PortalModule[], logger: StartLogger) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrate(orm, modules);
    } catch (err) {
      if (attempt >= 3) throw err;
      logger.warn({ err, attempt }, 'migration failed; retrying');
      await new Promise((r) => setTimeout(r, 2000 * attempt));
    }
  }
}
