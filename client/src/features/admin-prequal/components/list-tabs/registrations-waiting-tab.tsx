import { Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { CommentDialog } from '../../../../components/comment-dialog';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../../components/data-table/export-csv-button';
import { useListState } from '../../../../components/data-table/use-list-state';
import { useRegistrations } from '../../api/get-registrations';
import { useSetRegistrationStatus } from '../../api/set-registration-status';
import { useDecision } from '../../hooks/use-decision';
import { useCanEditPrequal } from '../../use-can-edit-prequal';
import { registrationColumns, type RegistrationRow } from '../registration-columns';

// The registration form is large: it loads when a review is opened, not with the list.
const RegistrationReviewDialog = lazy(async () => ({
  default: (await import('../registration-review/registration-review-dialog')).RegistrationReviewDialog,
}));

/** Tab 2: submitted registrations (status SUBMITTED): Review, Approve, and Not Approve with a comment. */
export function RegistrationsWaitingTab({ search }: { search: string }) {
  const editable = useCanEditPrequal();
  const { page, pageSize, sort, paging, sorting } = useListState(search);
  const [reviewing, setReviewing] = useState<RegistrationRow | null>(null);
  const [setStatus, { loading: deciding }] = useSetRegistrationStatus();
  const {
    approving,
    setApproving,
    rejecting,
    setRejecting,
    approve,
    reject: notApprove,
  } = useDecision<RegistrationRow>({
    decide: (row, approve, commentText) => setStatus({ variables: { vendorId: row.vendorId, approve, commentText } }),
    approvedTitle: 'Registration approved successfully',
    rejectedTitle: 'Registration not approved',
    onDecided: () => setReviewing(null),
  });
  const { data, previousData, loading } = useRegistrations({
    status: 'SUBMITTED',
    search,
    page,
    limit: pageSize,
    sortField: sort?.field,
    sortOrder: sort?.order,
  });
  const list = (data ?? previousData)?.registrations;

  const columns: DataTableColumn<RegistrationRow>[] = [
    ...registrationColumns('submittedAt'),
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setReviewing(row)} aria-label={`Review ${row.companyName}`}>
            Review
          </Button>
          {editable && (
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
      <HStack justify="flex-end" mb="2">
        <ExportCsvButton path="/vendors/export.csv" params={{ status: 'SUBMITTED', search, sortField: sort?.field, sortOrder: sort?.order }} />
      </HStack>
      <DataTable
        label="Registrations Waiting on Approval"
        columns={columns}
        rows={list?.items ?? []}
        rowKey={(row) => row.vendorId}
        totalCount={list?.totalCount ?? 0}
        {...paging}
        {...sorting}
        loading={loading}
      />
      {reviewing && (
        <Suspense fallback={null}>
          <RegistrationReviewDialog
            vendorId={reviewing.vendorId}
            companyName={reviewing.companyName}
            editable={editable}
            busy={deciding}
            onApprove={() => setApproving(reviewing)}
            onNotApprove={() => setRejecting(reviewing)}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={approving !== null}
        title="Approve registration"
        message={`Are you sure you want to approve the registration of ${approving?.companyName ?? ''}?`}
        confirmLabel="Approve"
        busy={deciding}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      <CommentDialog open={rejecting !== null} title="Reject Comment" submitLabel="Not Approve" onSubmit={notApprove} onCancel={() => setRejecting(null)} />
    </>
  );
}
