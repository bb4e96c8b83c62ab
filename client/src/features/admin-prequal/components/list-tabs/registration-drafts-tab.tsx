import { IconButton } from '@chakra-ui/react';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { useConfirmedDelete } from '../../../../components/use-confirmed-delete';
import { useDeleteRegistrationDraft } from '../../api/delete-registration-draft';
import { useCanEditPrequal } from '../../use-can-edit-prequal';
import { registrationColumns, type RegistrationRow } from '../registration-columns';
import { RegistrationListTable, useRegistrationList } from '../registration-list-table';

/** Tab 1: draft registrations (status DRAFT), with delete for roles that may edit. */
export function RegistrationDraftsTab({ search }: { search: string }) {
  const editable = useCanEditPrequal();
  const list = useRegistrationList('DRAFT', search);
  const [deleteDraft, { loading: deleting }] = useDeleteRegistrationDraft();
  const deletion = useConfirmedDelete<RegistrationRow>({
    remove: (row) => deleteDraft({ variables: { vendorId: row.vendorId } }),
    doneTitle: ONBOARDING_MESSAGES.registrationDeleted,
    // The last row of a later page is gone: show the page before it.
    onDeleted: () => {
      if (list.rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
    },
  });

  const columns: DataTableColumn<RegistrationRow>[] = [
    ...registrationColumns('createdAt'),
    ...(editable
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            cell: (row: RegistrationRow) => (
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete registration of ${row.companyName}`} onClick={() => deletion.ask(row)}>
                <LuTrash2 />
              </IconButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <RegistrationListTable label="Registration in progress" list={list} columns={columns} />
      <ConfirmDialog
        title="Delete registration"
        message="Are you sure you want to delete this registration?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        {...deletion.dialog}
      />
    </>
  );
}
