import { Button, HStack } from '@chakra-ui/react';
import type { FinalDecision } from '@portal/common/domain/statuses';
import { useState } from 'react';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { toaster } from '../../../../components/toaster';
import { useFinalDecision } from '../../api/final-decision';
import type { PrequalRow } from '../../api/prequal-row';
import { FINAL_DECISION_LABELS } from '@portal/common/domain/decision-labels';
import { useReviewPermissions } from '../../use-review-permissions';
import { FinalDecisionDialog } from '../review-dialogs/final-decision-dialog';
import { companyColumns, submittedColumn } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';
import { ReviewButton } from '../review-button';
import { ReviewDetailsDialog } from '../review-dialogs/review-details-dialog';
import { ReviewFormsDialog } from '../review-dialogs/review-forms-dialog';

/** Tab 7: cycles every department has decided. Review Form, Review Details, and Approve with the final decision. */
export function FinalReviewTab({ search }: { search: string }) {
  const { review } = useReviewPermissions();
  const [reviewing, setReviewing] = useState<PrequalRow | null>(null);
  const [details, setDetails] = useState<PrequalRow | null>(null);
  const [approving, setApproving] = useState<PrequalRow | null>(null);
  const [finalDecision] = useFinalDecision();

  const decide = async (status: FinalDecision, commentText: string | null) => {
    if (!approving) return;
    await finalDecision({ variables: { vendorId: approving.vendorId, status, commentText } });
    toaster.create({ type: 'success', title: status === 'IN_PROGRESS' ? 'Returned to the vendor' : `Final decision saved: ${FINAL_DECISION_LABELS[status]}` });
    setApproving(null);
  };

  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    submittedColumn(),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (
        <HStack gap="2">
          <ReviewButton row={row} label="Review Form" onClick={() => setReviewing(row)} />
          <ReviewButton row={row} label="Review Details" onClick={() => setDetails(row)} />
          {review && (
            <Button size="xs" colorPalette="green" onClick={() => setApproving(row)} aria-label={`Approve ${row.companyName}`}>
              Approve
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <PrequalListTable label="Final Review" status="FINAL_REVIEW_PENDING" search={search} columns={columns} />
      {reviewing && (
        <ReviewFormsDialog
          vendorId={reviewing.vendorId}
          companyName={reviewing.companyName}
          // Every department has decided by now.
          access={() => (review ? 'decided' : 'viewOnly')}
          onClose={() => setReviewing(null)}
        />
      )}
      {details && <ReviewDetailsDialog row={details} editable={review} onClose={() => setDetails(null)} />}
      {approving && <FinalDecisionDialog companyName={approving.companyName} onDecide={decide} onCancel={() => setApproving(null)} />}
    </>
  );
}
