import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { toaster } from '../../../../components/toaster';
import { useAdminReview, type PrequalFlagInput } from '../../api/admin-review';
import type { PrequalRow } from '../../api/prequal-row';
import { useReviewPermissions } from '../../use-review-permissions';
import { companyColumns, submittedColumn } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';
import { ReturnToVendorDialog } from '../review-dialogs/return-to-vendor-dialog';
import { ReviewButton } from '../review-button';
import { ReviewFormsDialog } from '../review-dialogs/review-forms-dialog';

/** Tab 5: submitted cycles. Review, then Return to Vendor (a comment, flagged questions) or Send to Department Review. */
export function AdminReviewTab({ search }: { search: string }) {
  const { review } = useReviewPermissions();
  const [reviewing, setReviewing] = useState<PrequalRow | null>(null);
  const [sending, setSending] = useState<PrequalRow | null>(null);
  const [returning, setReturning] = useState<PrequalRow | null>(null);
  const [adminReview, { loading }] = useAdminReview();

  const send = async () => {
    if (!sending) return;
    try {
      await adminReview({ variables: { vendorId: sending.vendorId, approve: true } });
      toaster.create({ type: 'success', title: 'Sent to Department Review' });
      setReviewing(null);
    } catch {
      // The global Alert shows why.
    } finally {
      setSending(null);
    }
  };

  const returnToVendor = async (commentText: string, flags: PrequalFlagInput[]) => {
    if (!returning) return;
    await adminReview({ variables: { vendorId: returning.vendorId, approve: false, commentText, flags: flags.length ? flags : null } });
    toaster.create({ type: 'success', title: 'Returned to the vendor' });
    setReturning(null);
    setReviewing(null);
  };

  const decisions = (row: PrequalRow) =>
    review && (
      <>
        <Button size="xs" colorPalette="red" variant="outline" onClick={() => setReturning(row)} aria-label={`Return to Vendor ${row.companyName}`}>
          Return to Vendor
        </Button>
        <Button size="xs" colorPalette="green" onClick={() => setSending(row)} aria-label={`Send to Department Review ${row.companyName}`}>
          Send to Department Review
        </Button>
      </>
    );

  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    submittedColumn(),
    { id: 'actions', header: 'Actions', hideHeader: true, cell: (row) => <ReviewButton row={row} onClick={() => setReviewing(row)} /> },
  ];

  return (
    <>
      <PrequalListTable label="Admin Review" status="ADMIN_REVIEW_PENDING" search={search} columns={columns} />
      {reviewing && (
        <ReviewFormsDialog
          vendorId={reviewing.vendorId}
          companyName={reviewing.companyName}
          // The forms are read here, then sent on or returned: no answer is changed.
          access={() => (review ? 'read' : 'viewOnly')}
          actions={decisions(reviewing)}
          onClose={() => setReviewing(null)}
        />
      )}
      {returning && (
        <ReturnToVendorDialog vendorId={returning.vendorId} companyName={returning.companyName} onReturn={returnToVendor} onCancel={() => setReturning(null)} />
      )}
      <ConfirmDialog
        open={sending !== null}
        title="Send to Department Review"
        message={`Send the forms of ${sending?.companyName ?? ''} to department review?`}
        confirmLabel="Send"
        busy={loading}
        onConfirm={() => void send()}
        onCancel={() => setSending(null)}
      />
    </>
  );
}
