import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { COMPANY_INSURANCE_WORDS, type CompanyInsuranceState } from '@portal/common/domain/company-insurance';
import {
  PREQUAL_STATUSES,
  PREQUAL_STATUS_LABELS,
  REGISTRATION_STATUSES,
  prequalStatusLabel,
  type PrequalStatus,
  type RegistrationStatus,
} from '@portal/common/domain/statuses';
import { CERTIFICATIONS } from '@portal/common/lookups/certifications';
import { MARKET_SECTORS } from '@portal/common/lookups/market-sectors';
import { REGIONS } from '@portal/common/lookups/regions';
import { TRADES_BY_WORK_TYPE } from '@portal/common/lookups/trades-by-work-type';
import { labelOf, type LookupList } from '@portal/common/lookups/types';
import { Int } from 'type-graphql';
import { z } from 'zod';
import { listFilter, type CounterKeys, type CsvColumn, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';
import { INSURANCE_COLUMN, insuranceFilter, insuranceQualification } from './companies-list-insurance.js';

export const TRADE_LISTS: readonly LookupList[] = Object.values(TRADES_BY_WORK_TYPE);
const TRADE_CODES = new Set(TRADE_LISTS.flatMap((l) => l.map((o) => o.value)));

/** A filter whose value must be one of a lookup list's. */
const oneOf = (list: LookupList, what: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string()
      .refine((v) => list.some((o) => o.value === v), { error: `${what} must be one of the portal's ${what} values` })
      .nullish(),
  );

/** Dollars as people type them ("$1,500,000", "1500000.50"), as an exact decimal string. */
const amount = z.preprocess(
  (v) => (typeof v === 'string' ? blankAsNull(v.replace(/[$,\s]/g, '')) : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: 'Limit at least must be an amount in dollars, e.g. 1500000' })
    .nullish(),
);

/** A minimum score as people type it ("70"): a whole number from 0 to 100. */
const minScore = z.preprocess(
  (v) => (typeof v === 'string' ? (blankAsNull(v) === null ? null : Number(v.trim())) : v),
  z
    .number({ error: 'minScore must be a whole number from 0 to 100' })
    .int({ error: 'minScore must be a whole number from 0 to 100' })
    .min(0, { error: 'minScore must be a whole number from 0 to 100' })
    .max(100, { error: 'minScore must be a whole number from 0 to 100' })
    .nullish(),
);

/** Companies whose newest approved cycle grants at least `?` and expires after `?` (from the financial forms' limit index). */
const QUALIFIED_BY_LIMIT = `v.id in (
    select p.vendor_id from prequal_form f join prequalification p on p.id = f.prequalification_id
    where f.category = 'FINANCIAL' and f.single_limit >= ?::numeric and p.final_status like 'FINAL_APPROVED%' and p.expires_at > ?
      and not exists (select 1 from prequalification n where n.vendor_id = p.vendor_id and n.cycle > p.cycle and n.final_status like 'FINAL_APPROVED%')
  )`;

/**
 * The list's filters (`GET /vendors` query parameters, GraphQL `CompaniesListOptions`): mode=approved, exclude, and
 * the qualified-vendor search's, each on the company's own columns with its index (see the migration).
 */
const COMPANY_FILTERS = {
  /** Approved companies only (the lookups of related accounts and of the file manager); the spec's where reads it. */
  mode: listFilter(
    z.preprocess(
      (v) => (typeof v === 'string' ? blankAsNull(v.toLowerCase()) : v),
      z.enum(['approved', 'all'], { error: 'mode must be approved (or left out for every company)' }).nullish(),
    ),
  ),
  /** What the answer may leave out (REST only): projects (the rows' associatedProjects); prequalforms (the rows carry none anyway). */
  exclude: listFilter(z.union([z.string(), z.array(z.string())]).nullish(), undefined, { graphql: false }),
  /** A trade code, the company's primary trade or one of its secondary trades. */
  trade: listFilter(
    z.preprocess(
      blankAsNull,
      z
        .string()
        .refine((v) => TRADE_CODES.has(v), { error: "trade must be one of the portal's trade codes" })
        .nullish(),
    ),
    (trade) => ({ sql: '(v.primary_trade = ? or v.secondary_trades @> array[?]::text[])', params: [trade, trade] }),
  ),
  region: listFilter(oneOf(REGIONS, 'region'), (region) => ({ sql: 'v.regions @> array[?]::text[]', params: [region] })),
  marketSector: listFilter(oneOf(MARKET_SECTORS, 'marketSector'), (sector) => ({ sql: 'v.market_sectors @> array[?]::text[]', params: [sector] })),
  certification: listFilter(oneOf(CERTIFICATIONS, 'certification'), (c) => ({ sql: 'v.classifications_certifications @> array[?]::text[]', params: [c] })),
  /** The company's overall (prequalification) status (`status` is the registration lists' parameter of GET /vendors). */
  prequalStatus: listFilter(
    z.preprocess(
      (v) => (typeof v === 'string' ? blankAsNull(v.toUpperCase()) : v),
      z.enum(PREQUAL_STATUSES, { error: `prequalStatus must be one of ${PREQUAL_STATUSES.join(', ')}` }).nullish(),
    ),
    (status) => ({ sql: 'v.prequal_status = ?', params: [status] }),
  ),
  /**
   * "Limit at least": the single limit of the company's newest approved prequalification is at least this much
   * (an exact decimal string), and that prequalification has not expired (at `asOf`).
   */
  minSingleLimit: listFilter(amount, (limit, q: { asOf: Date }) => ({ sql: QUALIFIED_BY_LIMIT, params: [limit, q.asOf.toISOString()] })),
  /**
   * "Score at least": the company's prequalification score (modules/prequal-score, kept by its refresh job) is at
   * least this (a range of vendor_listed_prequal_score_idx); a company not yet scored is left out.
   */
  minScore: listFilter(minScore, (score) => ({ sql: 'v.prequal_score >= ?', params: [score] }), { graphql: () => Int }),
  /** "Insurance": meets requirements, gaps, lapsed or no policies (the insurance module's compliance row; companies-list-insurance.ts). */
  insurance: insuranceFilter,
};

/**
 * The Companies list (/admin/companies) and the approved-companies lookups (`GET /vendors?mode=approved`), with the
 * qualified-vendor search's filters (beyond the specification). Every company past its draft is listed (drafts are
 * "Registration in progress" on /admin/prequalification); `mode=approved` keeps the approved ones only.
 */
export type CompaniesListQuery = ListPaging &
  FilterValues<typeof COMPANY_FILTERS> & {
    /** Approved companies only: mode=approved. */
    approvedOnly: boolean;
    /** The instant "not expired" is judged at (now; a test may fix it). */
    asOf: Date;
  };

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
  /** The prequalification score (0-100) as the refresh job last wrote it; null until scored. */
  prequalScore: number | null;
  /** The insurance compliance status (COMPLIANT, GAPS, LAPSED), NONE without a policy on file. */
  insurance: CompanyInsuranceState;
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

/** The row_count keys of the companies the list shows without mode=approved: every registration status but DRAFT (its where). */
const LISTED_COUNTER_KEYS = REGISTRATION_STATUSES.filter((s) => s !== 'DRAFT').map((s) => `vendor.registration_status:${s}`) as unknown as CounterKeys;

/** True when the query has a value for a filter with a condition: a qualified-vendor search (mode only chooses what is listed). */
export function isQualifiedSearch(q: FilterValues<typeof COMPANY_FILTERS>): boolean {
  return Object.entries(COMPANY_FILTERS).some(([name, f]) => name !== 'mode' && 'where' in f && f.where && Boolean(q[name as keyof typeof q]));
}

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
  if (!isQualifiedSearch(q)) return [];
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
  if (q.minScore != null && row.prequalScore !== null) out.push(`Score ${row.prequalScore} >= ${q.minScore}`);
  if (q.insurance) out.push(insuranceQualification(row.insurance));
  return out;
}

/** The Approval Status column's words (as the company page says them). */
const APPROVAL_STATUS: Readonly<Record<string, string>> = { DRAFT: 'Draft', SUBMITTED: 'Waiting on Approval', APPROVED: 'Approved', REJECTED: 'Not Approved' };

/** The CSV's columns: the table's, and why each company meets the query's qualified-vendor search. */
const csvColumns = (query: CompaniesListQuery): readonly CsvColumn<CompaniesListRow>[] => [
  { header: 'Company Name', value: (row) => row.companyName },
  { header: 'Tax ID', value: (row) => row.taxId },
  { header: 'Primary Contact', value: (row) => [row.primaryContactFirstName, row.primaryContactLastName].filter(Boolean).join(' ') || null },
  { header: 'Contact Email', value: (row) => row.primaryContactEmail },
  { header: 'Approval Status', value: (row) => APPROVAL_STATUS[row.registrationStatus] ?? row.registrationStatus },
  { header: 'Overall Status', value: (row) => PREQUAL_STATUS_LABELS[row.prequalStatus] ?? row.prequalStatus },
  { header: 'Assigned Projects', value: (row) => (row.associatedProjects ?? []).map((p) => p.projectName).join('; ') },
  { header: 'Score', value: (row) => row.prequalScore },
  { header: 'Insurance', value: (row) => COMPANY_INSURANCE_WORDS[row.insurance] },
  { header: 'Single Limit', value: (row) => row.singleLimit },
  { header: 'Limit Expires', value: (row) => row.limitExpiresAt },
  { header: 'Qualifies Because', value: (row) => qualificationsOf(row, query).join('; ') },
];

export const COMPANIES_LIST = {
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
    prequalScore: 'v.prequal_score',
    insurance: INSURANCE_COLUMN,
    singleLimit: 'q.single_limit::text',
    limitExpiresAt: 'q.expires_at',
    associatedProjects: ASSOCIATED_PROJECTS,
  },
  dates: ['createdAt', 'limitExpiresAt'],
  where: (q) => [q.approvedOnly ? { sql: `v.registration_status = 'APPROVED'`, params: [] } : { sql: `v.registration_status <> 'DRAFT'`, params: [] }],
  filters: COMPANY_FILTERS,
  csv: { name: (q) => (q.approvedOnly ? 'approved-companies' : 'companies'), columns: csvColumns },
  // The expression of the trigram index vendor_company_name_trgm.
  search: 'lower(v.company_name)',
  sorts: { companyName: 'v.company_name', approvalStatus: 'v.registration_status', createdAt: 'v.created_at', prequalScore: 'v.prequal_score' },
  defaultSort: () => ({ field: 'companyName', order: 'ASC' }),
  // Without a qualified-vendor search the total is the registration counters' (the approved companies', or every
  // status's but DRAFT: counting 45,000 listed companies at 100,000 cost more than the page); a search's is counted (index only).
  counterKey: (q) => (isQualifiedSearch(q) ? null : q.approvedOnly ? 'vendor.registration_status:APPROVED' : LISTED_COUNTER_KEYS),
  indexes: [
    'vendor_listed_company_name_idx',
    'vendor_listed_created_at_idx',
    'vendor_status_id_idx',
    'vendor_status_company_name_idx',
    'vendor_status_created_at_idx',
    'vendor_status_prequal_score_idx',
    'vendor_company_name_trgm',
    'vendor_primary_trade_idx',
    'vendor_secondary_trades_gin',
    'vendor_regions_gin',
    'vendor_market_sectors_gin',
    'vendor_certifications_gin',
    'vendor_prequal_status_idx',
    'prequal_form_financial_single_limit_idx',
    'vendor_listed_prequal_score_idx',
    'insurance_compliance_status_next_expiry_idx',
  ],
} satisfies ListSpec<CompaniesListQuery, CompaniesListRow>;

/** The same list without the assigned projects (`exclude=projects`: the lookups, which need names only). */
export const COMPANIES_LOOKUP: ListSpec<CompaniesListQuery, CompaniesListRow> = {
  ...COMPANIES_LIST,
  columns: Object.fromEntries(Object.entries(COMPANIES_LIST.columns).filter(([name]) => name !== 'associatedProjects')),
};
