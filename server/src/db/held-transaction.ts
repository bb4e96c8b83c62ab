import type { EntityManager } from '@mikro-orm/postgresql';

/** The pg driver's connection as knex's pool lends it: enough of it to send a simple query. */
interface PgConnection {
  query(text: string): Promise<unknown>;
  escapeLiteral(value: string): string;
  /** knex's mark of a connection its pool must not lend again (it destroys it on the next acquire). */
  __knex__disposed?: unknown;
}

/** knex's client: the pool under MikroORM's connection. */
interface PoolClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}

export type BatchValue = string | number | boolean | Date | null;

const names = new Set<string>();

/**
 * A statement of a HeldTransaction's batch: prepared with SQL's PREPARE the first time a connection runs it (in the
 * same batch), then run with EXECUTE, so PostgreSQL plans it once per connection as db/prepared-statement.ts does,
 * while the batch still travels as one simple query. Written with `?` placeholders; the values are sent as escaped
 * literals (the pg driver's escapeLiteral), typed by the statement's parameters.
 */
export class BatchStatement {
  private readonly text: string;
  /** The connections this statement is prepared on (a connection whose batch failed is never lent again). */
  private readonly preparedOn = new WeakSet<PgConnection>();

  constructor(
    readonly name: string,
    readonly sql: string,
  ) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Batch statement name '${name}' must be an SQL identifier`);
    // One text per name: SQL's PREPARE and the driver's named statements share one namespace per connection.
    if (names.has(name)) throw new Error(`Batch statement '${name}' is declared twice`);
    names.add(name);
    let n = 0;
    this.text = sql.replace(/\?/g, () => `$${++n}`);
  }

  /** The SQL that runs this statement with `values` on `connection`, preceded by its PREPARE on a connection new to it. */
  textOn(connection: PgConnection, values: readonly BatchValue[]): string {
    // A statement without parameters is executed without parentheses (`execute name()` is not SQL).
    const run = values.length === 0 ? `execute ${this.name}` : `execute ${this.name}(${values.map((v) => literal(connection, v)).join(', ')})`;
    if (this.preparedOn.has(connection)) return run;
    this.preparedOn.add(connection);
    return `prepare ${this.name} as ${this.text}; ${run}`;
  }
}

function literal(connection: PgConnection, value: BatchValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a value for SQL: ${value}`);
    return String(value);
  }
  return connection.escapeLiteral(value instanceof Date ? value.toISOString() : value);
}

/**
 * A transaction opened and written in one round trip (`begin; <statements>` as one simple query) on a connection of
 * the ORM's pool, then held until the caller decides: commit() or rollback(), one round trip each. For work that
 * can be written while something else runs (sign-in writes its success while argon2 checks the password) and kept
 * only if that succeeds.
 *
 * The connection goes back to the pool on every path. On any error (a statement refused, the connection lost) the
 * transaction is rolled back where the connection still answers, and the connection is marked so that the pool
 * destroys it rather than lend it again: what it had prepared is then never in doubt. A process that dies while a
 * transaction is held leaves nothing written: PostgreSQL rolls back a transaction whose connection closes.
 * Listeners of knex's 'query' event see each round trip, as they see every other statement.
 */
export class HeldTransaction {
  private done = false;

  private constructor(
    private readonly em: EntityManager,
    private readonly connection: PgConnection,
    private readonly pool: PoolClient,
  ) {}

  static async begin(em: EntityManager, name: string, statements: readonly { statement: BatchStatement; values: readonly BatchValue[] }[]): Promise<HeldTransaction> {
    const knex = em.getConnection().getKnex();
    const pool = knex.client as unknown as PoolClient;
    const connection = await pool.acquireConnection();
    const held = new HeldTransaction(em, connection, pool);
    try {
      const text = ['begin', ...statements.map(({ statement, values }) => statement.textOn(connection, values))].join('; ');
      knex.emit('query', { sql: ['begin', ...statements.map((s) => s.statement.sql)].join('; '), bindings: statements.flatMap((s) => s.values), name });
      await connection.query(text);
      return held;
    } catch (err) {
      await held.fail();
      throw em.getDriver().convertException(err as Error);
    }
  }

  commit(): Promise<void> {
    return this.end('commit');
  }

  rollback(): Promise<void> {
    return this.end('rollback');
  }

  private async end(command: 'commit' | 'rollback'): Promise<void> {
    if (this.done) throw new Error(`The held transaction has already ended (${command})`);
    this.done = true;
    try {
      this.em.getConnection().getKnex().emit('query', { sql: command, bindings: [], name: command });
      await this.connection.query(command);
    } catch (err) {
      this.done = false;
      await this.fail();
      throw this.em.getDriver().convertException(err as Error);
    }
    await this.pool.releaseConnection(this.connection);
  }

  /** After an error: rolled back where the connection still answers, never lent again, returned to the pool. */
  private async fail(): Promise<void> {
    if (this.done) return;
    this.done = true;
    await this.connection.query('rollback').catch(() => {});
    this.connection.__knex__disposed = 'a held transaction failed on this connection';
    await this.pool.releaseConnection(this.connection);
  }
}
