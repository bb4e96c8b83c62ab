import { HStack } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { useListState } from '../../../components/data-table/use-list-state';
import type { RegistrationStatus } from '../../../gql/graphql';
import { useRegistrations } from '../api/get-registrations';
import type { RegistrationRow } from './registration-columns';

/**
 * A registration tab's list: one server page of the companies whose registration is at `status`, searched, sorted
 * and paged (a new search starts again from page 1), with the page state a tab's own actions need (a delete that
 * empties a later page steps back with setPage).
 */
export function useRegistrationList(status: RegistrationStatus, search: string) {
  const state = useListState(search);
  const { page, pageSize, sort } = state;
  const { data, previousData, loading } = useRegistrations({
    status,
    search,
    page,
    limit: pageSize,
    sortField: sort?.field,
    sortOrder: sort?.order,
  });
  const list = (data ?? previousData)?.registrations;
  return { ...state, status, search, rows: list?.items ?? [], totalCount: list?.totalCount ?? 0, loading };
}

interface RegistrationListTableProps {
  /** Names the table (the tab's label). */
  label: string;
  list: ReturnType<typeof useRegistrationList>;
  columns: DataTableColumn<RegistrationRow>[];
}

/**
 * A registration tab's table, with Export CSV of the whole tab at the same status, search and sort
 * (GET /vendors/export.csv).
 */
export function RegistrationListTable({ label, list, columns }: RegistrationListTableProps) {
  const { status, search, sort } = list;
  return (
    <>
      <HStack justify="flex-end" mb="2">
        <ExportCsvButton path="/vendors/export.csv" params={{ status, search, sortField: sort?.field, sortOrder: sort?.order }} />
      </HStack>
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.vendorId}
        totalCount={list.totalCount}
        {...list.paging}
        {...list.sorting}
        loading={list.loading}
      />
    </>
  );
}
