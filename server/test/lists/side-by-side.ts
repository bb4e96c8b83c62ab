import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';

/**
 * Runs `firstSql` in one transaction, then `secondSql` in another while the first is still open, checks that the
 * second waits on a lock (its statement, found in pg_stat_activity by `waitingMarker`), then commits the first and
 * the second: what a stretch table's advisory lock must make of two writers side by side.
 */
export async function secondWaitsForFirst(em: EntityManager, firstSql: string, secondSql: string, waitingMarker: string): Promise<void> {
  const knex = em.getConnection().getKnex();
  const first = await knex.transaction();
  const second = await knex.transaction();
  try {
    await first.raw(firstSql);
    // A knex query runs once asked for its result.
    const waiting = second.raw(secondSql).then(() => undefined);
    await expect
      .poll(async () => {
        const rows = await knex.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ?`, [
          `%${waitingMarker}%`,
        ]);
        return rows.rows[0]!.n;
      })
      .toBe(1);
    await first.commit();
    await waiting;
    await second.commit();
  } finally {
    if (!first.isCompleted()) await first.rollback();
    if (!second.isCompleted()) await second.rollback();
  }
}
