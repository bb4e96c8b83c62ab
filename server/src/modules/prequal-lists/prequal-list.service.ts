import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import type { PrequalListItemType } from '../prequal/index.js';
import { PREQUAL_LIST, toListItem, type PrequalListQuery, type PrequalListRow } from './prequal-list.js';

export { toListItem } from './prequal-list.js';

/** The tabs' query: paging, search, sort and the filters of PREQUAL_LIST (status, finalApprovalStatus, vendorId). */
export const prequalListSchema = listInputSchema(PREQUAL_LIST);
/** The list's query as the operation's input parsed it. */
export type PrequalListInput = z.output<typeof prequalListSchema>;

/**
 * The prequalification tabs (In Progress to Renewal): the companies of one prequal status, each with its newest
 * cycle, searched, sorted and paged in PostgreSQL through the one list builder (prequal-list.ts). One statement
 * for the total and one for the page with its decisions, whatever the page size.
 */
export class PrequalListService {
  constructor(private readonly em: EntityManager) {}

  async list(q: PrequalListInput): Promise<ListPageResult<PrequalListItemType>> {
    const { rows, totalCount } = await listPage<PrequalListQuery, PrequalListRow>(this.em, PREQUAL_LIST, q);
    const now = new Date();
    return { items: rows.map((row) => toListItem(row, now)), totalCount };
  }

  /** The same tab, whole, for its CSV export (GET /vendor/prequal-forms/export.csv): its query parsed as a page's is. */
  exportList(q: PrequalListInput): { spec: ListSpec<PrequalListQuery>; query: PrequalListQuery } {
    return { spec: PREQUAL_LIST, query: q as PrequalListQuery };
  }
}
