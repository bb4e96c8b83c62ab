import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { RegistrationsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../utils/format-date';
import { primaryContactOf } from '../primary-contact';

export type RegistrationRow = RegistrationsQuery['registrations']['items'][number];

/**
 * Company name, primary contact and submission date, shared by both registration tabs. A draft
 * has not been submitted yet: its date is when it was first saved (the server sorts drafts by it).
 */
export function registrationColumns(dateField: 'createdAt' | 'submittedAt'): DataTableColumn<RegistrationRow>[] {
  return [
    { id: 'companyName', header: 'Company Name', cell: (row) => row.companyName },
    { id: 'primaryContact', header: 'Primary Contact', cell: (row) => primaryContactOf(row) },
    {
      id: dateField,
      header: 'Submission Date',
      sortable: true,
      cell: (row) => formatDate(row[dateField] ?? row.createdAt),
    },
  ];
}
