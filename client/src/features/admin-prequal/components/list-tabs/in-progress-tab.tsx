import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { useConfirmedDelete } from '../../../../components/use-confirmed-delete';
import { useDeletePrequalForms } from '../../api/delete-prequal-forms';
import type { PrequalRow } from '../../api/prequal-row';
import { useReviewPermissions } from '../../use-review-permissions';
import { companyColumns, submittedColumn } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';
import { ReviewButton } from '../review-button';
import { ReviewFormsDialog } from '../review-dialogs/review-forms-dialog';

/** Tab 4: cycles the vendor is filling in. Review fills in for the vendor; "Delete forms?" removes the cycle. */
export function InProgressTab({ search }: { search: string }) {
  const { review } = useReviewPermissions();
  const [reviewing, setReviewing] = useState<PrequalRow | null>(null);
  const [deleteForms, { loading }] = useDeletePrequalForms();
  const deletion = useConfirmedDelete<PrequalRow>({
    remove: (row) => deleteForms({ variables: { vendorId: row.vendorId, instance: row.instance } }),
    doneTitle: 'Forms deleted successfully',
    onDeleted: () => setReviewing(null),
  });

  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    submittedColumn(),
    { id: 'actions', header: 'Actions', hideHeader: true, cell: (row) => <ReviewButton row={row} onClick={() => setReviewing(row)} /> },
  ];

  return (
    <>
      <PrequalListTable label="In Progress" status="IN_PROGRESS" search={search} columns={columns} />
      {reviewing && (
        <ReviewFormsDialog
          vendorId={reviewing.vendorId}
          companyName={reviewing.companyName}
          mode={review ? 'vendor' : 'read'}
          access={() => (review ? 'edit' : 'viewOnly')}
          actions={
            review && (
              <Button colorPalette="red" variant="outline" onClick={() => deletion.ask(reviewing)}>
                Delete forms?
              </Button>
            )
          }
          onClose={() => setReviewing(null)}
        />
      )}
      <ConfirmDialog
        title="Delete forms?"
        message="Are you sure you want to delete all the three forms?"
        confirmLabel="Delete"
        destructive
        busy={loading}
        {...deletion.dialog}
      />
    </>
  );
}
