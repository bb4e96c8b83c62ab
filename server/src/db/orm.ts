import { DataloaderType, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { IdempotentRequest } from '../idempotency/idempotent-request.entity.js';
import { RateLimit } from '../limits/rate-limit.entity.js';
import type { PortalModule } from '../modules/module.js';
import { MIGRATIONS } from './migrations/index.js';
import { TextColumnsSubscriber } from './text-columns.js';

/**
 * The modules' entities (read from their manifests, listed rather than discovered from folders, so src and dist
 * agree) and the infrastructure's own. The composition root (main.ts, the test harness) hands over the modules;
 * without them the ORM still connects and migrates (an administrative connection: create database, migrations).
 */
export function ormOptions(clientUrl: string, modules: readonly PortalModule[] = [], debug = false, poolMax = 10): Options {
  return {
    clientUrl,
    entities: [...modules.flatMap((m) => m.entities ?? []), RateLimit, IdempotentRequest],
    extensions: [Migrator],
    // No write reaches the database with text its column cannot hold (lengths, NUL, lone surrogates).
    subscribers: [new TextColumnsSubscriber()],
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

export async function initOrm(clientUrl: string, modules: readonly PortalModule[] = [], poolMax = 10): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, modules, false, poolMax));
  keepValuesOutOfErrors(orm);
  return orm;
}

/**
 * MikroORM sends statements with their values written in, and knex puts the whole statement in front of a
 * failed one's message, so an error (and the log line that reports it) would carry password hashes, e-mails
 * and note text. Before MikroORM wraps the error, the statement in its message loses its literals.
 */
function keepValuesOutOfErrors(orm: MikroORM): void {
  orm.em
    .getConnection()
    .getKnex()
    .on('query-error', (err: StatementError, query: { sql?: unknown }) => {
      if (typeof err?.message !== 'string' || typeof query?.sql !== 'string') return;
      const prefix = `${query.sql} - `;
      if (!err.message.startsWith(prefix)) return;
      err.message = `${withoutLiterals(query.sql)} - ${err.message.slice(prefix.length)}`;
      // What errors-map needs to tell a NUL in the caller's text from our failure, now that the text is gone.
      if (query.sql.includes('\0')) err.statementHeldNul = true;
    });
}

export interface StatementError {
  message?: unknown;
  /** Set on a failed statement whose text held a NUL character (PostgreSQL refuses those: 08P01). */
  statementHeldNul?: boolean;
}

/** A statement with every quoted literal ('…' with '' inside, or E'…' with backslash escapes) replaced by ?. */
export function withoutLiterals(sql: string): string {
  return sql.replace(/\bE'(?:[^'\\]|\\.|'')*'|'(?:[^']|'')*'/g, '?');
}

/** The migrations, then the reference data of the modules (their manifests' `seeds.reference`, e.g. the shipped form templates). */
export async function migrate(orm: MikroORM, modules: readonly PortalModule[] = []): Promise<void> {
  await orm.getMigrator().up();
  for (const m of modules) if (m.seeds?.reference) await m.seeds.reference(orm.em.fork());
}
