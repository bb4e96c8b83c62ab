import { REGISTRATION_STATUSES, type RegistrationStatus } from '@portal/common/domain/statuses';
import type { ListPaging, ListSpec } from '../../db/list-query.js';

/** The admin lists "Registration in progress" (DRAFT) and "Registrations Waiting on Approval" (SUBMITTED), and any other status. */
export interface RegistrationListQuery extends ListPaging {
  status: RegistrationStatus;
}

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

export const REGISTRATION_LIST: ListSpec<RegistrationListQuery> = {
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
  where: (q) => [{ sql: 'v.registration_status = ?', params: [q.status] }],
  // The expression of the trigram indexes vendor_<status>_company_name_trgm (partial, one per status).
  search: 'lower(v.company_name)',
  sorts: { companyName: 'v.company_name', submittedAt: 'v.submitted_at', createdAt: 'v.created_at' },
  defaultSort: (q) => ({ field: q.status === 'DRAFT' ? 'createdAt' : 'submittedAt', order: 'DESC' }),
  counterKey: (q) => `vendor.registration_status:${q.status}`,
  indexes: [
    'vendor_status_submitted_at_idx',
    'vendor_status_created_at_idx',
    'vendor_status_company_name_idx',
    ...REGISTRATION_STATUSES.map((s) => `vendor_${s.toLowerCase()}_company_name_trgm`),
  ],
};
