import type { DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../utils/format-date';
import type { PrequalRow } from '../api/prequal-row';

/** Company name and primary contact, the first columns of every review tab. */
export function companyColumns(): DataTableColumn<PrequalRow>[] {
  return [
    { id: 'companyName', header: 'Company Name', sortable: true, cell: (row) => row.companyName },
    { id: 'primaryContact', header: 'Primary Contact', cell: (row) => row.primaryContactName || row.primaryContactEmail || '' },
  ];
}

/** When the cycle was submitted (sortable). */
export function submittedColumn(): DataTableColumn<PrequalRow> {
  return { id: 'submittedAt', header: 'Submission Date', sortable: true, cell: (row) => formatDate(row.submittedAt) };
}
