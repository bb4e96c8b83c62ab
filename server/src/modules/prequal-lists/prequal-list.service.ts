import { overdueCutoff } from '@portal/common/domain/business-days';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import type { PrequalListItemType } from '../prequal/index.js';
import { hasReviewClock, PREQUAL_LIST, toListItem, type PrequalListQuery, type PrequalListRow } from './prequal-list.js';

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

  /**
   * A page of a tab. In a review tab (Admin Review, Department Review, Final Review) the reviews waiting more than
   * `overdueDays` business days (the reminders' setting) come first, each marked with its days (docs/reminders.md).
   */
  async list(q: PrequalListInput, overdueDays: number | null, now: Date = new Date()): Promise<ListPageResult<PrequalListItemType>> {
    const overdueBefore = overdueDays !== null && hasReviewClock(q.status) ? overdueCutoff(overdueDays, now) : null;
    const { rows, totalCount } = await listPage<PrequalListQuery, PrequalListRow>(this.em, PREQUAL_LIST, { ...(q as PrequalListQuery), overdueBefore });
    return { items: rows.map((row) => toListItem(row, now, overdueDays)), totalCount };
  }

  /** The same tab, whole, for its CSV export (GET /vendor/prequal-forms/export.csv): its query parsed as a page's is. */
  exportList(q: PrequalListInput): { spec: ListSpec<PrequalListQuery>; query: PrequalListQuery } {
    return { spec: PREQUAL_LIST, query: q as PrequalListQuery };
  }
}
