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
