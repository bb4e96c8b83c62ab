import { ROLE_LABELS } from '@portal/common/auth/roles';
import type { CsvColumn } from '../../rest/csv-export.js';
import type { UserListRow } from './users-list.js';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const ACCOUNT_STATUS: Record<string, string> = { PENDING: 'Awaiting approval', APPROVED: 'Approved', REJECTED: 'Not approved' };

/** The Internal tab's columns as a file (GET /users/harkins/export.csv). */
export const INTERNAL_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Role', value: (r) => ROLE_LABELS[r.role] },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];

/** The Vendor tab's (and a company's users') columns as a file (GET /users/export.csv). */
export const COMPANY_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'Company Admin', value: (r) => yesNo(r.isCompanyAdmin) },
  { header: 'Account Status', value: (r) => ACCOUNT_STATUS[r.registrationStatus] ?? r.registrationStatus },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];
