import { Stack } from '@chakra-ui/react';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../utils/format-date';
import type { PrequalRow } from '../api/prequal-row';
import { OverdueBadge } from './overdue-badge';

/**
 * Company name and primary contact, the first columns of every review tab. In the Admin, Department and Final Review
 * tabs a review waiting more than the overdue setting comes first (the server sorts it so) with an "Overdue" badge,
 * which in the Department Review tab names the departments whose decision is overdue.
 */
export function companyColumns(): DataTableColumn<PrequalRow>[] {
  return [
    {
      id: 'companyName',
      header: 'Company Name',
      sortable: true,
      cell: (row) =>
        row.overdueBusinessDays == null ? (
          row.companyName
        ) : (
          <Stack gap="1" align="flex-start">
            <span>{row.companyName}</span>
            <OverdueBadge row={row} />
          </Stack>
        ),
    },
    { id: 'primaryContact', header: 'Primary Contact', cell: (row) => row.primaryContactName || row.primaryContactEmail || '' },
  ];
}

/** When the cycle was submitted (sortable). */
export function submittedColumn(): DataTableColumn<PrequalRow> {
  return { id: 'submittedAt', header: 'Submission Date', sortable: true, cell: (row) => formatDate(row.submittedAt) };
}
