import { COMPLIANCE_STATUSES, COMPLIANCE_WORDS, type ComplianceStatus } from '@portal/common/domain/insurance';
import { z } from 'zod';
import { listFilter, type CsvColumn, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';
import { ComplianceStatusEnum } from './insurance.types.js';

const FILTERS = {
  // The status in any case (?status=lapsed); none: every company with policies.
  status: listFilter(
    z.preprocess(
      (v) => blankAsNull(typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(COMPLIANCE_STATUSES, { error: `status must be one of ${COMPLIANCE_STATUSES.join(', ')}` }).nullish(),
    ),
    (status) => ({ sql: 'c.status = ?', params: [status] }),
    { graphql: () => ComplianceStatusEnum },
  ),
};

export type InsuranceListQuery = ListPaging & FilterValues<typeof FILTERS>;

/** A row of the insurance list: a company, its compliance status, its gaps in words and its next expiry. */
export interface InsuranceListRow {
  vendorId: string;
  companyName: string;
  prequalStatus: string;
  status: ComplianceStatus;
  gaps: string[];
  nextExpiry: string | null;
}

const CSV_COLUMNS: readonly CsvColumn<InsuranceListRow>[] = [
  { header: 'Company', value: (r) => r.companyName },
  { header: 'Insurance', value: (r) => COMPLIANCE_WORDS[r.status] },
  { header: 'Gaps', value: (r) => r.gaps.join('; ') },
  { header: 'Next Expiry', value: (r) => r.nextExpiry },
];

/**
 * "Insurance gaps and lapses": the companies with policies, by their compliance row (insurance_compliance, kept by
 * compliance-refresh.ts), filtered by status through its (status, next_expiry, vendor_id) index, soonest expiry first.
 */
export const INSURANCE_LIST = {
  name: 'insuranceCompliance',
  // The list machinery reads rows by `<alias>.id` and searches without joins: a view of the row with the company's
  // name, which PostgreSQL flattens into the outer query (the indexes of both tables stay usable).
  table: `(select ic.vendor_id as id, ic.vendor_id, ic.status, ic.gaps, ic.next_expiry, v.company_name, v.prequal_status
      from insurance_compliance ic join vendor v on v.id = ic.vendor_id)`,
  alias: 'c',
  columns: {
    vendorId: 'c.vendor_id',
    companyName: 'c.company_name',
    prequalStatus: 'c.prequal_status',
    status: 'c.status',
    gaps: 'c.gaps',
    nextExpiry: `to_char(c.next_expiry, 'YYYY-MM-DD')`,
  },
  filters: FILTERS,
  search: 'lower(c.company_name)',
  sorts: { nextExpiry: 'c.next_expiry' },
  defaultSort: () => ({ field: 'nextExpiry', order: 'ASC' }),
  counterKey: () => null,
  indexes: ['insurance_compliance_status_next_expiry_idx'],
  csv: { name: () => 'insurance', columns: () => CSV_COLUMNS },
} satisfies ListSpec<InsuranceListQuery, InsuranceListRow>;
