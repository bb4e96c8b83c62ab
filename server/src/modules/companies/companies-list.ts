import type { PrequalStatus, RegistrationStatus } from '@portal/common/domain/statuses';
import type { ListPaging, ListSpec, SqlPart } from '../../db/list-query.js';

/**
 * The Companies list (/admin/companies) and the approved-companies lookups (`GET /vendors?mode=approved`), with the
 * qualified-vendor search's filters (beyond the specification). Every company past its draft is listed (drafts are
 * "Registration in progress" on /admin/prequalification); `mode=approved` keeps the approved ones only.
 */
export interface CompaniesListQuery extends ListPaging {
  /** Approved companies only (the lookups of related accounts and of the file manager). */
  approvedOnly: boolean;
  /** A trade code, the company's primary trade or one of its secondary trades. */
  trade?: string | null;
  region?: string | null;
  marketSector?: string | null;
  certification?: string | null;
  /** The company's overall (prequalification) status (`status` is the registration lists' parameter of GET /vendors). */
  prequalStatus?: PrequalStatus | null;
  /**
   * "Limit at least": the single limit of the company's newest approved prequalification is at least this much
   * (an exact decimal string), and that prequalification has not expired.
   */
  minSingleLimit?: string | null;
  /** The instant "not expired" is judged at (now; a test may fix it). */
  asOf: Date;
}

/** A row of the list as its SQL reads it: what the table shows, and what the qualified search explains itself by. */
export interface CompaniesListRow {
  vendorId: string;
  accountId: string | null;
  companyName: string;
  taxId: string | null;
  registrationStatus: RegistrationStatus;
  prequalStatus: PrequalStatus;
  createdAt: Date;
  primaryContactFirstName: string | null;
  primaryContactLastName: string | null;
  primaryContactEmail: string | null;
  workPerformedCategory: string | null;
  primaryTrade: string | null;
  secondaryTrades: string[];
  regions: string[];
  marketSectors: string[];
  classificationsCertifications: string[];
  /** The newest approved prequalification's single limit (exact text) and expiry; null without one. */
  singleLimit: string | null;
  limitExpiresAt: Date | null;
  /** The projects assigned to the company, in the order assigned (left out with exclude=projects). */
  associatedProjects?: { projectId: string; projectName: string; projectNumber: string | null }[];
}

/** The company's assigned projects, read in the page's statement (primary key vendor_project (vendor_id, project_id)). */
const ASSOCIATED_PROJECTS = `(select coalesce(json_agg(json_build_object('projectId', pr.id, 'projectName', pr.project_name, 'projectNumber', pr.project_number)
    order by vp.created_at, pr.project_name), '[]'::json)
  from vendor_project vp join project pr on pr.id = vp.project_id where vp.vendor_id = v.id)`;

/**
 * The newest cycle with a final approval, with its financial form's single limit: the limits a company is
 * qualified by until that cycle expires (a later cycle in progress does not take them away).
 */
const NEWEST_APPROVAL = `left join lateral (
    select p.expires_at, f.single_limit from prequalification p
    left join prequal_form f on f.prequalification_id = p.id and f.category = 'FINANCIAL'
    where p.vendor_id = v.id and p.final_status like 'FINAL_APPROVED%'
    order by p.cycle desc limit 1
  ) q on true`;

/** Companies whose newest approved cycle grants at least `?` and expires after `?` (from the financial forms' limit index). */
const QUALIFIED_BY_LIMIT = `v.id in (
    select p.vendor_id from prequal_form f join prequalification p on p.id = f.prequalification_id
    where f.category = 'FINANCIAL' and f.single_limit >= ?::numeric and p.final_status like 'FINAL_APPROVED%' and p.expires_at > ?
      and not exists (select 1 from prequalification n where n.vendor_id = p.vendor_id and n.cycle > p.cycle and n.final_status like 'FINAL_APPROVED%')
  )`;

/** The filters of the qualified-vendor search, on the company's own columns (each with its index, see the migration). */
function qualifiedFilters(q: CompaniesListQuery): SqlPart[] {
  const parts: SqlPart[] = [];
  if (q.trade) parts.push({ sql: '(v.primary_trade = ? or v.secondary_trades @> array[?]::text[])', params: [q.trade, q.trade] });
  if (q.region) parts.push({ sql: 'v.regions @> array[?]::text[]', params: [q.region] });
  if (q.marketSector) parts.push({ sql: 'v.market_sectors @> array[?]::text[]', params: [q.marketSector] });
  if (q.certification) parts.push({ sql: 'v.classifications_certifications @> array[?]::text[]', params: [q.certification] });
  if (q.prequalStatus) parts.push({ sql: 'v.prequal_status = ?', params: [q.prequalStatus] });
  if (q.minSingleLimit) parts.push({ sql: QUALIFIED_BY_LIMIT, params: [q.minSingleLimit, q.asOf.toISOString()] });
  return parts;
}

/** True when the query filters by anything the qualified-vendor search offers. */
export function isQualifiedSearch(q: Pick<CompaniesListQuery, 'trade' | 'region' | 'marketSector' | 'certification' | 'prequalStatus' | 'minSingleLimit'>): boolean {
  return Boolean(q.trade || q.region || q.marketSector || q.certification || q.prequalStatus || q.minSingleLimit);
}

export const COMPANIES_LIST: ListSpec<CompaniesListQuery> = {
  name: 'companies',
  table: 'vendor',
  alias: 'v',
  // The primary contact is position 0; the qualifying limits for the page's rows only.
  joins: `left join vendor_contact c on c.vendor_id = v.id and c.position = 0 ${NEWEST_APPROVAL}`,
  columns: {
    vendorId: 'v.id',
    accountId: 'v.account_id',
    companyName: 'v.company_name',
    taxId: 'v.tax_id',
    registrationStatus: 'v.registration_status',
    prequalStatus: 'v.prequal_status',
    createdAt: 'v.created_at',
    primaryContactFirstName: 'c.first_name',
    primaryContactLastName: 'c.last_name',
    primaryContactEmail: 'c.email',
    workPerformedCategory: 'v.work_performed_category',
    primaryTrade: 'v.primary_trade',
    secondaryTrades: 'v.secondary_trades',
    regions: 'v.regions',
    marketSectors: 'v.market_sectors',
    classificationsCertifications: 'v.classifications_certifications',
    singleLimit: 'q.single_limit::text',
    limitExpiresAt: 'q.expires_at',
    associatedProjects: ASSOCIATED_PROJECTS,
  },
  dates: ['createdAt', 'limitExpiresAt'],
  where(q) {
    const base: SqlPart = q.approvedOnly ? { sql: `v.registration_status = 'APPROVED'`, params: [] } : { sql: `v.registration_status <> 'DRAFT'`, params: [] };
    return [base, ...qualifiedFilters(q)];
  },
  // The expression of the trigram index vendor_company_name_trgm.
  search: 'lower(v.company_name)',
  sorts: { companyName: 'v.company_name', approvalStatus: 'v.registration_status', createdAt: 'v.created_at' },
  defaultSort: () => ({ field: 'companyName', order: 'ASC' }),
  // The approved companies' total is kept by the registration counters; the other totals are counted (index only).
  counterKey: (q) => (q.approvedOnly && !isQualifiedSearch(q) ? 'vendor.registration_status:APPROVED' : null),
  indexes: [
    'vendor_listed_company_name_idx',
    'vendor_listed_created_at_idx',
    'vendor_status_id_idx',
    'vendor_status_company_name_idx',
    'vendor_status_created_at_idx',
    'vendor_company_name_trgm',
    'vendor_primary_trade_idx',
    'vendor_secondary_trades_gin',
    'vendor_regions_gin',
    'vendor_market_sectors_gin',
    'vendor_certifications_gin',
    'vendor_prequal_status_idx',
    'prequal_form_financial_single_limit_idx',
  ],
};

/** The same list without the assigned projects (`exclude=projects`: the lookups, which need names only). */
export const COMPANIES_LOOKUP: ListSpec<CompaniesListQuery> = {
  ...COMPANIES_LIST,
  columns: Object.fromEntries(Object.entries(COMPANIES_LIST.columns).filter(([name]) => name !== 'associatedProjects')),
};
