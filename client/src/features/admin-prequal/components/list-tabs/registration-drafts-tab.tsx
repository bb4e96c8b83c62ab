import { HStack, IconButton } from '@chakra-ui/react';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../../components/data-table/export-csv-button';
import { toaster } from '../../../../components/toaster';
import { useListState } from '../../../../components/data-table/use-list-state';
import { useDeleteRegistrationDraft } from '../../api/delete-registration-draft';
import { useRegistrations } from '../../api/get-registrations';
import { useCanEditPrequal } from '../../use-can-edit-prequal';
import { registrationColumns, type RegistrationRow } from '../registration-columns';

/** Tab 1: draft registrations (status DRAFT), with delete for roles that may edit. */
export function RegistrationDraftsTab({ search }: { search: string }) {
  const editable = useCanEditPrequal();
  const { page, pageSize, sort, setPage, paging, sorting } = useListState(search);
  const [toDelete, setToDelete] = useState<RegistrationRow | null>(null);
  const [deleteDraft, { loading: deleting }] = useDeleteRegistrationDraft();
  const { data, previousData, loading } = useRegistrations({
    status: 'DRAFT',
    search,
    page,
    limit: pageSize,
    sortField: sort?.field,
    sortOrder: sort?.order,
  });
  const list = (data ?? previousData)?.registrations;
  const rows = list?.items ?? [];

  const columns: DataTableColumn<RegistrationRow>[] = [
    ...registrationColumns('createdAt'),
    ...(editable
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            cell: (row: RegistrationRow) => (
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete registration of ${row.companyName}`} onClick={() => setToDelete(row)}>
                <LuTrash2 />
              </IconButton>
            ),
          },
        ]
      : []),
  ];

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDraft({ variables: { vendorId: toDelete.vendorId } });
      toaster.create({ type: 'success', title: ONBOARDING_MESSAGES.registrationDeleted });
      // The last row of a later page is gone: show the page before it.
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The global Alert shows the server's message.
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <HStack justify="flex-end" mb="2">
        <ExportCsvButton path="/vendors/export.csv" params={{ status: 'DRAFT', search, sortField: sort?.field, sortOrder: sort?.order }} />
      </HStack>
      <DataTable
        label="Registration in progress"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.vendorId}
        totalCount={list?.totalCount ?? 0}
        {...paging}
        {...sorting}
        loading={loading}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete registration"
        message="Are you sure you want to delete this registration?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
