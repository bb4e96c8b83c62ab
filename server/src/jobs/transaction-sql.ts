import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's `db` option, run on the transaction of `em`: a job sent with it is written by the same
 * transaction as the change that causes it (the transactional outbox), so it exists exactly when the change
 * was committed. pg-boss writes `$1`-style parameters; knex binds `?`, so each `$n` becomes a `?` with its value.
 */
export function transactionSql(em: EntityManager): PgBoss.Db {
  const trx = em.getTransactionContext();
  if (!trx) throw new Error('A job is written inside the transaction of the change that causes it (em.transactional)');
  const knex = em.getConnection().getKnex();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const bindings: unknown[] = [];
      // pg-boss's statements hold no `?` of their own, so knex finds only the placeholders put here.
      const sql = text.replace(/\$(\d+)/g, (_m, n: string) => {
        bindings.push(values[Number(n) - 1] ?? null);
        return '?';
      });
      const result = (await knex.raw(sql, bindings as never[]).transacting(trx)) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
