import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { toaster } from '../../../../components/toaster';
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
  const [deleting, setDeleting] = useState<PrequalRow | null>(null);
  const [deleteForms, { loading }] = useDeletePrequalForms();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteForms({ variables: { vendorId: deleting.vendorId, instance: deleting.instance } });
      toaster.create({ type: 'success', title: 'Forms deleted successfully' });
      setReviewing(null);
    } catch {
      // The global Alert shows why.
    } finally {
      setDeleting(null);
    }
  };

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
              <Button colorPalette="red" variant="outline" onClick={() => setDeleting(reviewing)}>
                Delete forms?
              </Button>
            )
          }
          onClose={() => setReviewing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete forms?"
        message="Are you sure you want to delete all the three forms?"
        confirmLabel="Delete"
        destructive
        busy={loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
