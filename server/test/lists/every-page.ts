import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { listPage, type ListPaging, type ListSpec, type SortOrder } from '../../src/db/list-query.js';

/**
 * Pages a list from its first page to its last, both ways, and checks each page's rows and total against a plain
 * `limit offset` over the same order: what a list paged from its stretch counts (ListSpec.skipCounts) must answer.
 * Returns the total it checked.
 */
export async function expectEveryPageAsOffset<Q extends ListPaging, Row>(
  em: EntityManager,
  list: {
    spec: ListSpec<Q>;
    /** The list's query for a page in an order. */
    query(order: SortOrder, page: number): Q;
    idOf(row: Row): string;
    /** The ids of that page read by a plain OFFSET. */
    plainPage(order: SortOrder, page: number): Promise<string[]>;
    total: number;
    /** Names the list in a failure, e.g. its tab. */
    label: string;
  },
): Promise<number> {
  const pages = Math.ceil(list.total / list.query('ASC', 1).limit);
  for (const order of ['ASC', 'DESC'] as const) {
    for (let page = 1; page <= pages; page++) {
      const { rows, totalCount } = await listPage<Q, Row>(em, list.spec, list.query(order, page));
      expect(totalCount).toBe(list.total);
      expect(rows.map(list.idOf), `${list.label} ${order} page ${page} of ${pages}`).toEqual(await list.plainPage(order, page));
    }
  }
  return list.total;
}
