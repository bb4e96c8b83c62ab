import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { usePrequalList } from '../api/get-prequal-list';
import type { PrequalRow } from '../api/prequal-row';
import { useListPaging } from '../hooks/use-list-paging';

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
  const { page, pageSize, setPage, setPageSize } = useListPaging(`${search}\u0000${finalApprovalStatus ?? ''}`);
  const [sort, setSort] = useState<SortState | null>(null);
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
        totalCount={list?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        loading={loading}
      />
    </Stack>
  );
}
