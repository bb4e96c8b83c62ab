import { REGISTRATION_STATUSES, type RegistrationStatus } from '@portal/common/domain/statuses';
import { z } from 'zod';
import { listFilter, type CsvColumn, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { RegistrationStatusEnum } from '../companies/index.js';

/** The admin lists "Registration in progress" (DRAFT) and "Registrations Waiting on Approval" (SUBMITTED), and any other status. */
export interface RegistrationListQuery extends ListPaging {
  status: RegistrationStatus;
}

const FILTERS = {
  // The tab: every query names it (the counters and the partial indexes are per status).
  status: listFilter(
    z.enum(REGISTRATION_STATUSES, { error: 'status must be DRAFT, SUBMITTED, APPROVED or REJECTED' }),
    (status) => ({ sql: 'v.registration_status = ?', params: [status] }),
    { graphql: () => RegistrationStatusEnum, required: true },
  ),
};

/** A row of the registration lists: only what the lists show. */
export interface RegistrationListRow {
  vendorId: string;
  companyName: string;
  taxId: string | null;
  registrationStatus: RegistrationStatus;
  prequalStatus: string;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  primaryContactFirstName: string | null;
  primaryContactLastName: string | null;
  primaryContactEmail: string | null;
}

/** A registration list's CSV: the columns its tables show, dates in the portal's time zone. */
const CSV_COLUMNS: readonly CsvColumn<RegistrationListRow>[] = [
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'Tax ID', value: (r) => r.taxId },
  { header: 'Primary Contact', value: (r) => [r.primaryContactFirstName, r.primaryContactLastName].filter(Boolean).join(' ') || null },
  { header: 'Contact Email', value: (r) => r.primaryContactEmail },
  { header: 'Registration Status', value: (r) => r.registrationStatus },
  { header: 'Submission Date', value: (r) => r.submittedAt },
  { header: 'Created', value: (r) => r.createdAt },
];

export const REGISTRATION_LIST = {
  name: 'registrations',
  table: 'vendor',
  alias: 'v',
  // The primary contact is position 0 (index vendor_contact_vendor_id_position_index).
  joins: 'left join vendor_contact c on c.vendor_id = v.id and c.position = 0',
  columns: {
    vendorId: 'v.id',
    companyName: 'v.company_name',
    taxId: 'v.tax_id',
    registrationStatus: 'v.registration_status',
    prequalStatus: 'v.prequal_status',
    submittedAt: 'v.submitted_at',
    createdAt: 'v.created_at',
    updatedAt: 'v.updated_at',
    primaryContactFirstName: 'c.first_name',
    primaryContactLastName: 'c.last_name',
    primaryContactEmail: 'c.email',
  },
  dates: ['submittedAt', 'createdAt', 'updatedAt'],
  filters: FILTERS,
  csv: { name: (q) => `registrations-${q.status}`, columns: () => CSV_COLUMNS },
  // The expression of the trigram indexes vendor_<status>_company_name_trgm (partial, one per status).
  search: 'lower(v.company_name)',
  sorts: { companyName: 'v.company_name', submittedAt: 'v.submitted_at', createdAt: 'v.created_at' },
  defaultSort: (q) => ({ field: q.status === 'DRAFT' ? 'createdAt' : 'submittedAt', order: 'DESC' }),
  counterKey: (q) => `vendor.registration_status:${q.status}`,
  // Unsearched, by submission date (the Submitted, Approved and Rejected tabs' default): a deep page starts from the
  // stretch of vendor_submitted_at_stretch (kept by vendor's triggers, migration 20261128235900) that holds it.
  skipCounts: (q) => ({
    field: 'submittedAt',
    sql: 'select k.submitted_at as s, k.id, k.n from vendor_submitted_at_stretch k where k.registration_status = ?',
    params: [q.status],
  }),
  indexes: [
    'vendor_status_submitted_at_idx',
    'vendor_status_created_at_idx',
    'vendor_status_company_name_idx',
    ...REGISTRATION_STATUSES.map((s) => `vendor_${s.toLowerCase()}_company_name_trgm`),
  ],
} satisfies ListSpec<RegistrationListQuery, RegistrationListRow>;
