import { DataloaderType, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export function ormOptions(clientUrl: string, debug = false, poolMax = 10): Options {
  return {
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Migrations are imported, not read from a folder, so tests (TypeScript) and the build (JavaScript) share them.
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    forceUtcTimezone: true,
    dataloader: DataloaderType.ALL,
    // The schema comes from migrations only; never synchronised at run time.
    ensureDatabase: false,
    allowGlobalContext: false,
    debug,
    pool: { min: 0, max: poolMax },
  };
}

export async function initOrm(clientUrl: string, poolMax = 10): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, false, poolMax));
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
