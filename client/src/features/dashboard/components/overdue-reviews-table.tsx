import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { OverdueReviewRow } from '../api/get-waiting-too-long';

const COLUMNS: DataTableColumn<OverdueReviewRow>[] = [
  { id: 'company', header: 'Company', cell: (r) => r.companyName },
  { id: 'stage', header: 'Waiting for', cell: (r) => r.stageLabel },
  { id: 'waited', header: 'Waited', cell: (r) => `${r.businessDays} business days` },
];

interface OverdueReviewsTableProps {
  rows: readonly OverdueReviewRow[];
  totalCount: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The overdue reviews one by one, longest waiting first: one page of them as the server ordered and cut it, with the
 * page controls and page sizes of the portal's other lists.
 */
export function OverdueReviewsTable(props: OverdueReviewsTableProps) {
  return (
    <DataTable label="Overdue reviews" columns={COLUMNS} rowKey={(r) => `${r.vendorId} ${r.instance} ${r.stageKey}`} emptyText="No review is overdue." {...props} />
  );
}
