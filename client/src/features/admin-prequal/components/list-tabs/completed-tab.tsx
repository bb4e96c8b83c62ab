import { chakra, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DataTableColumn } from '../../../../components/data-table/data-table';
import { formatDate } from '../../../../utils/format-date';
import type { PrequalRow } from '../../api/prequal-row';
import { finalDecisionLabel } from '@portal/common/domain/decision-labels';
import { companyColumns } from '../prequal-columns';
import { PrequalListTable } from '../prequal-list-table';

/** The specification's Completed filter (finalApprovalStatus); 'all' is no filter. */
export const COMPLETED_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'FINAL_APPROVED', label: 'Approved' },
  { value: 'FINAL_APPROVED_BOND_APPROVAL_ONLY', label: 'Bond Approval Only' },
  { value: 'FINAL_APPROVED_WITH_RISK_MITIGATION', label: 'Approved with Risk Mitigation' },
] as const;

/** Tab 8: completed prequalifications with their final status and expiration date. */
export function CompletedTab({ search }: { search: string }) {
  const [filter, setFilter] = useState<string>('all');
  const columns: DataTableColumn<PrequalRow>[] = [
    ...companyColumns(),
    { id: 'finalStatus', header: 'Status', cell: (row) => (row.finalStatus ? finalDecisionLabel(row.finalStatus) : '') },
    { id: 'expiresAt', header: 'Expiration Date', sortable: true, cell: (row) => formatDate(row.expiresAt) },
  ];
  return (
    <Stack gap="3">
      <HStack gap="2">
        <chakra.label htmlFor="completed-filter" fontSize="sm">
          Filter
        </chakra.label>
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field id="completed-filter" aria-label="Filter by final status" value={filter} onChange={(e) => setFilter(e.currentTarget.value)}>
            {COMPLETED_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <PrequalListTable label="Completed" status="COMPLETED" finalApprovalStatus={filter} search={search} columns={columns} />
    </Stack>
  );
}
