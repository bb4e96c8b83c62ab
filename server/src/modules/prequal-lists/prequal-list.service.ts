import { FINAL_DECISIONS, PREQUAL_STATUSES } from '@portal/common/domain/statuses';
import { listQuerySchema } from '@portal/common/validation/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { PREQUAL_LIST, prequalListStatus, type PrequalListQuery, type PrequalListRow } from './prequal-list.js';
import { type DecisionSource, type PrequalListItemType, toPrequalListItem } from '../prequal/index.js';

const SORT_FIELDS = Object.keys(PREQUAL_LIST.sorts) as [string, ...string[]];

/**
 * `status` as the tabs name it (RENEWAL is the Renewal tab: AWAITING_RENEWAL); absent or blank: every company with
 * a cycle, whatever its status (the specification's call lists status among optional parameters). finalApprovalStatus
 * 'all' or blank: no filter.
 */
export const prequalListSchema = listQuerySchema.extend({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? prequalListStatus(v.trim().toUpperCase()) : null) : v),
    z.enum(PREQUAL_STATUSES, { error: `status must be one of ${PREQUAL_STATUSES.join(', ')}` }).nullish(),
  ),
  finalApprovalStatus: z.preprocess(
    (v) => (typeof v === 'string' && ['', 'ALL'].includes(v.trim().toUpperCase()) ? null : v),
    z.enum(FINAL_DECISIONS, { error: `finalApprovalStatus must be all or one of ${FINAL_DECISIONS.join(', ')}` }).nullish(),
  ),
  vendorId: z.guid({ error: 'vendorId must be a company id' }).nullish(),
  sortField: z.enum(SORT_FIELDS, { error: `sortField must be ${SORT_FIELDS.join(', ')}` }).nullish(),
  sortOrder: z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).nullish(),
});
/** The list's query as the operation's input parsed it. */
export type PrequalListInput = z.output<typeof prequalListSchema>;

/** A row of the list read by SQL, as the API shows it (the shared mapper of the review pipeline). */
export function toListItem(row: PrequalListRow, now: Date): PrequalListItemType {
  const forms: DecisionSource[] = row.decisions.map((d) => ({ ...d, decidedAt: d.decidedAt ? new Date(d.decidedAt) : null }));
  return toPrequalListItem(
    { id: row.vendorId, companyName: row.companyName, primaryContact: { name: row.primaryContactName, email: row.primaryContactEmail } },
    {
      id: row.prequalId ?? '',
      cycle: row.instance ?? '',
      // The company's status (the tab), which for Renewal is not its completed cycle's.
      status: row.prequalStatus,
      priority: row.priority ?? 'MEDIUM',
      submittedAt: row.submittedAt,
      departmentReviewStartedAt: row.departmentReviewStartedAt,
      finalStatus: row.finalStatus,
      comment: row.comment,
      expiresAt: row.expiresAt,
    },
    forms,
    now,
  );
}

/**
 * The prequalification tabs (In Progress to Renewal): the companies of one prequal status, each with its newest
 * cycle, searched, sorted and paged in PostgreSQL through the one list builder (prequal-list.ts). One statement
 * for the total and one for the page with its decisions, whatever the page size.
 */
export class PrequalListService {
  constructor(private readonly em: EntityManager) {}

  async list(q: PrequalListInput): Promise<{ items: PrequalListItemType[]; total: number }> {
    const { rows, totalCount } = await listPage<typeof q, PrequalListRow>(this.em, PREQUAL_LIST, q);
    const now = new Date();
    return { items: rows.map((row) => toListItem(row, now)), total: totalCount };
  }

  /** The same tab, whole, for its CSV export (GET /vendor/prequal-forms/export.csv): its query parsed as a page's is. */
  exportList(q: PrequalListInput): { spec: ListSpec<PrequalListQuery>; query: PrequalListQuery } {
    return { spec: PREQUAL_LIST, query: q as PrequalListQuery };
  }
}
