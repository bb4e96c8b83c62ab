import { lazy, Suspense, useState } from 'react';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { useSetRegistrationStatus } from '../../api/set-registration-status';
import { useDecision } from '../../hooks/use-decision';
import { useCanEditPrequal } from '../../use-can-edit-prequal';
import { DecisionDialogs, ReviewApproveButtons } from '../decision-controls';
import { registrationColumns, type RegistrationRow } from '../registration-columns';
import { RegistrationListTable, useRegistrationList } from '../registration-list-table';

// The registration form is large: it loads when a review is opened, not with the list.
const RegistrationReviewDialog = lazy(async () => ({
  default: (await import('../registration-review/registration-review-dialog')).RegistrationReviewDialog,
}));

/** Tab 2: submitted registrations (status SUBMITTED): Review, Approve, and Not Approve with a comment. */
export function RegistrationsWaitingTab({ search }: { search: string }) {
  const editable = useCanEditPrequal();
  const list = useRegistrationList('SUBMITTED', search);
  const [reviewing, setReviewing] = useState<RegistrationRow | null>(null);
  const [setStatus, { loading: deciding }] = useSetRegistrationStatus();
  const decision = useDecision<RegistrationRow>({
    decide: (row, approve, commentText) => setStatus({ variables: { vendorId: row.vendorId, approve, commentText } }),
    approvedTitle: 'Registration approved successfully',
    rejectedTitle: 'Registration not approved',
    onDecided: () => setReviewing(null),
  });

  const columns: DataTableColumn<RegistrationRow>[] = [
    ...registrationColumns('submittedAt'),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (
        <ReviewApproveButtons name={row.companyName} editable={editable} onReview={() => setReviewing(row)} onApprove={() => decision.setApproving(row)} />
      ),
    },
  ];

  return (
    <>
      <RegistrationListTable label="Registrations Waiting on Approval" list={list} columns={columns} />
      {reviewing && (
        <Suspense fallback={null}>
          <RegistrationReviewDialog
            vendorId={reviewing.vendorId}
            companyName={reviewing.companyName}
            editable={editable}
            busy={deciding}
            onApprove={() => decision.setApproving(reviewing)}
            onNotApprove={() => decision.setRejecting(reviewing)}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
      <DecisionDialogs
        decision={decision}
        busy={deciding}
        approveTitle="Approve registration"
        approveMessage={(row) => `Are you sure you want to approve the registration of ${row?.companyName ?? ''}?`}
        rejectTitle="Reject Comment"
        rejectLabel="Not Approve"
      />
    </>
  );
}
