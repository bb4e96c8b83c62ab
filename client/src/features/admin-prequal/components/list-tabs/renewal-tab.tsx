import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { toaster } from '../../../../components/toaster';
import { formatDate } from '../../../../utils/format-date';
import type { PrequalRow } from '../../api/prequal-row';
import { useStartRenewal } from '../../api/start-renewal';
import { useReviewPermissions } from '../../use-review-permissions';
import { companyColumns } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';

/** Tab 9: companies due for renewal; Begin Prequal Workflow starts a new cycle in progress. */
export function RenewalTab({ search }: { search: string }) {
  const { review } = useReviewPermissions();
  const [starting, setStarting] = useState<PrequalRow | null>(null);
  const [startRenewal, { loading }] = useStartRenewal();

  const start = async () => {
    if (!starting) return;
    try {
      await startRenewal({ variables: { vendorId: starting.vendorId } });
      toaster.create({ type: 'success', title: 'This has been moved to in progress!' });
    } catch {
      // The global Alert shows why.
    } finally {
      setStarting(null);
    }
  };

  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    { id: 'expiresAt', header: 'Expiration Date', sortable: true, cell: (row) => formatDate(row.expiresAt) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) =>
        review && (
          <Button size="xs" colorPalette="blue" onClick={() => setStarting(row)} aria-label={`Begin Prequal Workflow for ${row.companyName}`}>
            Begin Prequal Workflow
          </Button>
        ),
    },
  ];

  return (
    <>
      <PrequalListTable label="Renewal" status="RENEWAL" search={search} columns={columns} />
      <ConfirmDialog
        open={starting !== null}
        title="Begin Prequal Workflow"
        message={`Begin a new prequalification cycle for ${starting?.companyName ?? ''}?`}
        confirmLabel="Begin"
        busy={loading}
        onConfirm={() => void start()}
        onCancel={() => setStarting(null)}
      />
    </>
  );
}
