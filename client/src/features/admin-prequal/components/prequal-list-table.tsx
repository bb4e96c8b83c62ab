import { HStack, Stack } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { useListState } from '../../../components/data-table/use-list-state';
import { usePrequalList } from '../api/get-prequal-list';
import type { PrequalRow } from '../api/prequal-row';

interface PrequalListTableProps {
  /** Names the table (the tab's label). */
  label: string;
  /** The prequal status the tab lists (prequalList's status). */
  status: string;
  /** Completed's filter; 'all' means none. */
  finalApprovalStatus?: string;
  search: string;
  columns: DataTableColumn<PrequalRow>[];
}

/**
 * A review tab's table: one server page of the companies at `status`, searched, sorted (DESC first)
 * and paged (10/25/50/100, 25 by default); a new search or filter starts again from page 1. Export CSV
 * downloads the whole tab with the same search, filter and sort (GET /vendor/prequal-forms/export.csv).
 */
export function PrequalListTable({ label, status, finalApprovalStatus, search, columns }: PrequalListTableProps) {
  const { page, pageSize, sort, paging, sorting } = useListState(`${search}\u0000${finalApprovalStatus ?? ''}`);
  const { data, previousData, loading } = usePrequalList({
    status,
    finalApprovalStatus,
    search,
    page,
    limit: pageSize,
    sortField: sort?.field,
    sortOrder: sort?.order,
  });
  const list = (data ?? previousData)?.prequalList;
  return (
    <Stack gap="2">
      <HStack justify="flex-end">
        <ExportCsvButton path="/vendor/prequal-forms/export.csv" params={{ status, finalApprovalStatus, search, sortField: sort?.field, sortOrder: sort?.order }} />
      </HStack>
      <DataTable
        label={label}
        columns={columns}
        rows={list?.items ?? []}
        rowKey={(row) => row.prequalId}
        totalCount={list?.totalCount ?? 0}
        {...paging}
        {...sorting}
        loading={loading}
      />
    </Stack>
  );
}
