import { departments, type DepartmentDef } from '@portal/common/domain/categories';
import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import type { PrequalListRow } from './prequal-list.js';
import { toListItem, type PrequalListInput } from './prequal-list.service.js';
import type { PrequalListItemType } from '../prequal/index.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The list's query string as the specification writes it (docs/api/prequal-lists.md). */
function listQueryOf(req: Request): PrequalListInput {
  const q = req.query;
  return {
    status: textOf(q.status),
    finalApprovalStatus: textOf(q.finalApprovalStatus) as PrequalListInput['finalApprovalStatus'],
    vendorId: textOf(q.vendorId) || undefined,
    search: textOf(q.search) ?? '',
    page: textOf(q.page) || undefined,
    limit: textOf(q.limit) || undefined,
    sortField: textOf(q.sortField) || undefined,
    sortOrder: (textOf(q.sortOrder)?.toUpperCase() || undefined) as PrequalListInput['sortOrder'],
  } as PrequalListInput;
}

/**
 * REST facade of the prequalification tabs, the dashboard and a company's history (specification section 7):
 * the same services as GraphQL, answered with the specification's field names.
 */
/** A tab's CSV: the columns its tables show, every category's decision, the dates in the portal's time zone. */
function prequalCsvColumns(): CsvColumn<PrequalListRow>[] {
  const now = new Date();
  // Each row is mapped once, however many columns read it.
  const items = new WeakMap<PrequalListRow, PrequalListItemType>();
  const item = (row: PrequalListRow): PrequalListItemType => {
    let mapped = items.get(row);
    if (!mapped) items.set(row, (mapped = toListItem(row, now)));
    return mapped;
  };
  // A department's decision; a category other than its first is named after it ("... (Safety Lite)").
  const decision = (department: DepartmentDef) => (row: PrequalListRow) => {
    const d = item(row).categoryStatuses.find((c) => department.categories.some((k) => k.key === c.category));
    if (!d) return null;
    const other = department.categories.slice(1).find((k) => k.key === d.category);
    return `${d.status}${other ? ` (${other.label})` : ''}`;
  };
  return [
    { header: 'Company Name', value: (r) => r.companyName },
    { header: 'Primary Contact', value: (r) => r.primaryContactName },
    { header: 'Contact Email', value: (r) => r.primaryContactEmail },
    { header: 'Instance', value: (r) => r.instance },
    { header: 'Status', value: (r) => r.prequalStatus },
    { header: 'Priority', value: (r) => r.priority },
    { header: 'Submission Date', value: (r) => r.submittedAt },
    { header: 'Review Days', value: (r) => item(r).reviewDays },
    ...departments().map((d): CsvColumn<PrequalListRow> => ({ header: d.label, value: decision(d) })),
    { header: 'Final Status', value: (r) => r.finalStatus },
    { header: 'Expiration Date', value: (r) => r.expiresAt },
  ];
}

export function prequalListsRoutes(): Router {
  const r = Router();
  r.get(
    '/vendor/prequal-forms/export.csv',
    allow('prequal.list'),
    csvDownload(async (ctx, req) => {
      const { spec, query } = ctx.services.prequalList.exportList(await ctx.getActor(), listQueryOf(req));
      return { name: `prequalification-${query.status}`, spec, query, columns: prequalCsvColumns() };
    }),
  );
  r.get(
    '/vendor/prequal-forms',
    allow('prequal.list'),
    route(async (ctx, req) => {
      const { items, total } = await ctx.services.prequalList.list(await ctx.getActor(), listQueryOf(req));
      return { data: items, total };
    }),
  );
  r.get(
    '/vendor/:vendorId/prequal-forms',
    allow('prequal.list'),
    route(async (ctx, req) => ctx.services.prequalHistory.history(await ctx.getActor(), String(req.params.vendorId))),
  );
  r.get(
    '/admin/dashboard',
    allow('prequal.list'),
    // Exactly the specification's shape; the count of expiring documents (beyond it) is GraphQL's field only.
    route(async (ctx) => ctx.services.prequalDashboard.dashboard(await ctx.getActor())),
  );
  return r;
}
