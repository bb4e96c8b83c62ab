import type { EntityManager } from '@mikro-orm/postgresql';

/** The pg driver's connection as knex's pool lends it: enough of it to run a named statement. */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** knex's client: the pool under MikroORM's connection. */
interface PoolClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}

const names = new Set<string>();

/**
 * A statement PostgreSQL parses and plans once per connection, then only executes: a named prepared statement of
 * the pg driver, on a connection of the ORM's pool. MikroORM sends every statement with its values written in, so
 * PostgreSQL plans it again each time, and planning opens every index of every table the statement may read: the
 * sign-in read (app_user and vendor have a dozen indexes each, for the lists) spent longer being planned than being
 * run. For the few statements of a hot path (sign-in, the actor behind every signed-in request), not for every one.
 *
 * Written with `?` placeholders as for `Connection.execute` (so no `?` operator of jsonb in it); the values travel
 * apart from the text. Listeners of knex's 'query' event see it as they see every other statement. Inside a
 * transaction it runs on the transaction's connection through the ORM, unprepared, so it stays in the transaction.
 */
export class PreparedStatement<Row> {
  private readonly text: string;

  constructor(
    private readonly name: string,
    readonly sql: string,
  ) {
    // One text per name: the driver refuses a name prepared with another text on the same connection.
    if (names.has(name)) throw new Error(`Prepared statement '${name}' is declared twice`);
    names.add(name);
    let n = 0;
    this.text = sql.replace(/\?/g, () => `$${++n}`);
  }

  async run(em: EntityManager, params: readonly unknown[]): Promise<Row[]> {
    const connection = em.getConnection();
    if (em.getTransactionContext()) return connection.execute<Row[]>(this.sql, [...params]);
    const knex = connection.getKnex();
    const pool = knex.client as unknown as PoolClient;
    const pg = await pool.acquireConnection();
    try {
      knex.emit('query', { sql: this.sql, bindings: params, name: this.name });
      const { rows } = await pg.query({ name: this.name, text: this.text, values: [...params] });
      return rows as Row[];
    } catch (err) {
      // As the ORM's own statements fail: a DriverException the error mapping (errors-map.ts) knows.
      throw em.getDriver().convertException(err as Error);
    } finally {
      await pool.releaseConnection(pg);
    }
  }
}
