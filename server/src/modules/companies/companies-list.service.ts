import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { PREQUAL_STATUSES, prequalStatusLabel } from '@portal/common/domain/statuses';
import { CERTIFICATIONS } from '@portal/common/lookups/certifications';
import { MARKET_SECTORS } from '@portal/common/lookups/market-sectors';
import { REGIONS } from '@portal/common/lookups/regions';
import { TRADES_BY_WORK_TYPE } from '@portal/common/lookups/trades-by-work-type';
import { labelOf, type LookupList } from '@portal/common/lookups/types';
import { listQuerySchema } from '@portal/common/validation/auth';
import { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { COMPANIES_LIST, COMPANIES_LOOKUP, isQualifiedSearch, type CompaniesListQuery, type CompaniesListRow } from './companies-list.js';

const SORT_FIELDS = Object.keys(COMPANIES_LIST.sorts) as [string, ...string[]];
const TRADE_LISTS: readonly LookupList[] = Object.values(TRADES_BY_WORK_TYPE);
const TRADE_CODES = new Set(TRADE_LISTS.flatMap((l) => l.map((o) => o.value)));

/** A blank filter is no filter. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);
/** A filter whose value must be one of a lookup list's. */
const oneOf = (list: LookupList, what: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .refine((v) => list.some((o) => o.value === v), { error: `${what} must be one of the portal's ${what} values` })
      .nullish(),
  );

/** Dollars as people type them ("$1,500,000", "1500000.50"), as an exact decimal string. */
const amount = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.replace(/[$,\s]/g, '')) : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: 'Limit at least must be an amount in dollars, e.g. 1500000' })
    .nullish(),
);

/**
 * `GET /vendors` without a registration status (the registration lists keep `status`) and the `companies` query:
 * search, page, limit, sortField, sortOrder, exclude, mode=approved, and the qualified-vendor search's filters.
 */
export const companiesListSchema = listQuerySchema.extend({
  mode: z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.toLowerCase()) : v),
    z.enum(['approved', 'all'], { error: 'mode must be approved (or left out for every company)' }).nullish(),
  ),
  /** What the answer may leave out: projects (the rows' associatedProjects); prequalforms (the rows carry none anyway). */
  exclude: z.union([z.string(), z.array(z.string())]).nullish(),
  sortField: z.preprocess(blank, z.enum(SORT_FIELDS, { error: `sortField must be ${SORT_FIELDS.join(', ')}` }).nullish()),
  sortOrder: z.preprocess((v) => (typeof v === 'string' ? blank(v.toUpperCase()) : v), z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).nullish()),
  trade: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => TRADE_CODES.has(v), { error: "trade must be one of the portal's trade codes" })
      .nullish(),
  ),
  region: oneOf(REGIONS, 'region'),
  marketSector: oneOf(MARKET_SECTORS, 'marketSector'),
  certification: oneOf(CERTIFICATIONS, 'certification'),
  prequalStatus: z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.toUpperCase()) : v),
    z.enum(PREQUAL_STATUSES, { error: `prequalStatus must be one of ${PREQUAL_STATUSES.join(', ')}` }).nullish(),
  ),
  minSingleLimit: amount,
});
export type CompaniesListInput = z.output<typeof companiesListSchema>;

/** A row as the API answers it: the list's columns, the primary contact's name, and why the company qualifies. */
export type CompaniesListItem = CompaniesListRow & {
  primaryContactName: string | null;
  /** One sentence per filter of a qualified-vendor search saying how the company meets it; empty without one. */
  qualifications: string[];
};

const DATE = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/** An exact decimal string as dollars: "2000000.00" -> "$2,000,000", "1250.5" -> "$1,250.50". */
export function dollars(value: string): string {
  const [whole = '0', cents = ''] = value.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const c = cents.padEnd(2, '0').slice(0, 2);
  return `$${grouped}${c === '00' ? '' : `.${c}`}`;
}

function tradeLabel(code: string, workType: string | null): string {
  const own = workType ? (TRADES_BY_WORK_TYPE as Readonly<Record<string, LookupList>>)[workType] : undefined;
  const inOwn = own?.find((o) => o.value === code);
  if (inOwn) return inOwn.label;
  for (const list of TRADE_LISTS) {
    const found = list.find((o) => o.value === code);
    if (found) return found.label;
  }
  return code;
}

/** Why a company meets each filter of the query, in the filters' order (its row holds every value named). */
export function qualificationsOf(row: CompaniesListRow, q: CompaniesListQuery): string[] {
  const out: string[] = [];
  if (q.trade) {
    out.push(`${row.primaryTrade === q.trade ? 'Primary' : 'Secondary'} trade: ${tradeLabel(q.trade, row.workPerformedCategory)}`);
  }
  if (q.region) out.push(`Region: ${labelOf(REGIONS, q.region)}`);
  if (q.marketSector) out.push(`Market sector: ${labelOf(MARKET_SECTORS, q.marketSector)}`);
  if (q.certification) out.push(`Certification: ${labelOf(CERTIFICATIONS, q.certification)}`);
  if (q.prequalStatus) out.push(`Status: ${prequalStatusLabel(q.prequalStatus)}`);
  if (q.minSingleLimit && row.singleLimit) {
    const expires = row.limitExpiresAt ? `, expires ${DATE.format(row.limitExpiresAt)}` : '';
    out.push(`Single limit ${dollars(row.singleLimit)} >= ${dollars(q.minSingleLimit)}${expires}`);
  }
  return out;
}

/** A row as the API answers it: the primary contact's name, and why it qualifies when the query is a qualified-vendor search. */
export function toCompaniesListItem(row: CompaniesListRow, q: CompaniesListQuery): CompaniesListItem {
  return {
    ...row,
    primaryContactName: [row.primaryContactFirstName, row.primaryContactLastName].filter(Boolean).join(' ') || null,
    qualifications: isQualifiedSearch(q) ? qualificationsOf(row, q) : [],
  };
}

/**
 * The Companies list and the approved-companies lookups, with the qualified-vendor search: searched, filtered, sorted
 * and paged in PostgreSQL through the one list builder (companies-list.ts); the page's rows carry what explains them.
 */
export class CompaniesListService {
  constructor(private readonly em: EntityManager) {}

  async list(input: CompaniesListInput, asOf: Date = new Date()): Promise<{ vendors: CompaniesListItem[]; totalCount: number }> {
    const { spec, query: q } = this.exportList(input, asOf);
    const { rows, totalCount } = await listPage<CompaniesListQuery, CompaniesListRow>(this.em, spec, q);
    return { totalCount, vendors: rows.map((row) => toCompaniesListItem(row, q)) };
  }

  /** The list for its CSV export (GET /vendors/export.csv): the same query as a page's, unpaged. */
  exportList(input: CompaniesListInput, asOf: Date = new Date()): { spec: ListSpec<CompaniesListQuery>; query: CompaniesListQuery } {
    const query: CompaniesListQuery = { ...input, approvedOnly: input.mode === 'approved', asOf };
    const excluded = (Array.isArray(input.exclude) ? input.exclude : (input.exclude ?? '').split(',')).map((e) => e.trim().toLowerCase());
    return { spec: excluded.includes('projects') ? COMPANIES_LOOKUP : COMPANIES_LIST, query };
  }
}
