import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { COMPANIES_LIST, COMPANIES_LOOKUP, qualificationsOf, type CompaniesListQuery, type CompaniesListRow } from './companies-list.js';

export { dollars } from './companies-list.js';

/**
 * `GET /vendors` without a registration status (the registration lists keep `status`) and the `companies` query:
 * search, page, limit, sortField, sortOrder and the list's filters (mode=approved, exclude, the qualified-vendor search's).
 */
export const companiesListSchema = listInputSchema(COMPANIES_LIST);
export type CompaniesListInput = z.output<typeof companiesListSchema>;

/** A row as the API answers it: the list's columns, the primary contact's name, and why the company qualifies. */
export type CompaniesListItem = CompaniesListRow & {
  primaryContactName: string | null;
  /** One sentence per filter of a qualified-vendor search saying how the company meets it; empty without one. */
  qualifications: string[];
};

/** A row as the API answers it: the primary contact's name, and why it qualifies when the query is a qualified-vendor search. */
export function toCompaniesListItem(row: CompaniesListRow, q: CompaniesListQuery): CompaniesListItem {
  return {
    ...row,
    primaryContactName: [row.primaryContactFirstName, row.primaryContactLastName].filter(Boolean).join(' ') || null,
    qualifications: qualificationsOf(row, q),
  };
}

/**
 * The Companies list and the approved-companies lookups, with the qualified-vendor search: searched, filtered, sorted
 * and paged in PostgreSQL through the one list builder (companies-list.ts); the page's rows carry what explains them.
 */
export class CompaniesListService {
  constructor(private readonly em: EntityManager) {}

  async list(input: CompaniesListInput, asOf: Date = new Date()): Promise<ListPageResult<CompaniesListItem>> {
    const { spec, query: q } = this.exportList(input, asOf);
    const { rows, totalCount } = await listPage<CompaniesListQuery, CompaniesListRow>(this.em, spec, q);
    return { items: rows.map((row) => toCompaniesListItem(row, q)), totalCount };
  }

  /** The list for its CSV export (GET /vendors/export.csv): the same query as a page's, unpaged. */
  exportList(input: CompaniesListInput, asOf: Date = new Date()): { spec: ListSpec<CompaniesListQuery, CompaniesListRow>; query: CompaniesListQuery } {
    const query: CompaniesListQuery = { ...input, approvedOnly: input.mode === 'approved', asOf };
    const excluded = (Array.isArray(input.exclude) ? input.exclude : (input.exclude ?? '').split(',')).map((e) => e.trim().toLowerCase());
    return { spec: excluded.includes('projects') ? COMPANIES_LOOKUP : COMPANIES_LIST, query };
  }
}
