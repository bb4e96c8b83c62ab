import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../../components/data-table/export-csv-button';
import { useListState } from '../../../../components/data-table/use-list-state';
import { usePendingAccounts } from '../../api/get-pending-accounts';
import { useSetUserRegistrationStatus } from '../../api/set-user-registration-status';
import { useDecision } from '../../hooks/use-decision';
import { useCanEditPrequal } from '../../use-can-edit-prequal';
import { DecisionDialogs, ReviewApproveButtons } from '../decision-controls';
import { AccountReviewDialog, type PendingAccount } from '../registration-review/account-review-dialog';
import { PrioritySelect } from '../priority-select';

/** Tab 3: users who signed up and await approval: priority, Review, Approve, and Reject with a comment. */
export function AccountCreationTab({ search }: { search: string }) {
  const editable = useCanEditPrequal();
  const { page, pageSize, paging } = useListState(search);
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const [setStatus, { loading: deciding }] = useSetUserRegistrationStatus();
  const decision = useDecision<PendingAccount>({
    decide: (row, approve, commentText) => setStatus({ variables: { userId: row.userId, approve, commentText } }),
    approvedTitle: 'Account approved successfully',
    rejectedTitle: 'Account rejected',
    onDecided: () => setReviewingId(null),
  });
  const { data, previousData, loading } = usePendingAccounts({ search, page, limit: pageSize });
  const list = (data ?? previousData)?.pendingAccounts;
  // Read from the list, so the dialog shows a priority changed while it is open.
  const reviewing = list?.users.find((u) => u.userId === reviewingId) ?? null;

  const columns: DataTableColumn<PendingAccount>[] = [
    { id: 'companyName', header: 'Company Name', cell: (row) => row.companyName ?? '' },
    { id: 'email', header: 'Contact Email', cell: (row) => row.email },
    {
      id: 'priority',
      header: 'Priority',
      cell: (row) => <PrioritySelect userId={row.userId} userName={row.name} priority={row.priority} disabled={!editable} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => (
        <ReviewApproveButtons name={row.name} editable={editable} onReview={() => setReviewingId(row.userId)} onApprove={() => decision.setApproving(row)} />
      ),
    },
  ];

  return (
    <>
      <HStack justify="flex-end" mb="2">
        <ExportCsvButton path="/users/export.csv" params={{ registrationStatus: 'PENDING', search }} />
      </HStack>
      <DataTable
        label="Account Creation"
        columns={columns}
        rows={list?.users ?? []}
        rowKey={(row) => row.userId}
        totalCount={list?.totalCount ?? 0}
        {...paging}
        loading={loading}
      />
      {reviewing && (
        <AccountReviewDialog
          account={reviewing}
          editable={editable}
          busy={deciding}
          onApprove={() => decision.setApproving(reviewing)}
          onReject={() => decision.setRejecting(reviewing)}
          onClose={() => setReviewingId(null)}
        />
      )}
      <DecisionDialogs
        decision={decision}
        busy={deciding}
        approveTitle="Approve account"
        approveMessage={(row) => `Are you sure you want to approve the account of ${row?.name ?? ''}?`}
        rejectTitle="Reject Account"
        rejectLabel="Reject"
      />
    </>
  );
}
