import { inject } from 'vitest';
import { initOrm } from '../../src/db/orm.js';

/**
 * One statement on a database of the test PostgreSQL, over a short-lived connection that knows no entities: the tests
 * of a whole server process create, inspect and drop their own databases with it (discovering every entity for that
 * cost 0.1-0.4 s a connection; see the harness's administrative connection).
 */
export async function adminQuery<T = unknown>(db: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const orm = await initOrm(`${inject('pgServerUrl')}/${db}`);
  try {
    return await orm.em.getConnection().execute(sql, params);
  } finally {
    await orm.close();
  }
}

/**
 * Creates a test's own database: a copy of `template` (the migrated one: `inject('templateDatabase')`), or an empty
 * one. `strategy file_copy` copies the template's files as they are; the default (wal_log) also writes every page to
 * the WAL, three times the PostgreSQL CPU of a copy (0.35 s against 0.1 s on the 13 MB template), and its databases
 * cost more to drop as well.
 */
export async function createTestDatabase(name: string, { template }: { template?: string } = {}): Promise<void> {
  await adminQuery('postgres', `create database "${name}"${template ? ` template "${template}"` : ''} strategy file_copy`);
}
