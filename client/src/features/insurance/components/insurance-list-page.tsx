import { Badge, Heading, HStack, Link, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { COMPLIANCE_WORDS, type ComplianceStatus } from '@portal/common/domain/insurance';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { SearchInput } from '../../../components/data-table/search-input';
import { useListState } from '../../../components/data-table/use-list-state';
import { insuranceListParams, useInsuranceList, type InsuranceListRow } from '../api/get-insurance-list';
import { STATUS_PALETTE } from './compliance-result';

export const NO_INSURANCE_LIST_PERMISSION = 'You do not have permission to see the insurance list.';

/** The tabs, lapses first: what the dashboard's "Insurance gaps and lapses" card opens. */
const TABS: readonly { status: ComplianceStatus; label: string }[] = [
  { status: 'LAPSED', label: 'Lapsed' },
  { status: 'GAPS', label: 'Gaps' },
  { status: 'COMPLIANT', label: 'Meets requirements' },
];

/**
 * /admin/insurance (docs/insurance.md): the companies with policies by their compliance, one tab per status, each
 * searched by company name, sorted by next expiry (soonest first) and paged in PostgreSQL; Export CSV as shown.
 */
export function InsuranceListPage() {
  const { role } = useAuth();
  const location = useLocation();
  const initial = (location.state as { tab?: ComplianceStatus } | null)?.tab;
  const [tab, setTab] = useState<ComplianceStatus>(TABS.some((t) => t.status === initial) ? initial! : 'LAPSED');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Insurance gaps and lapses
      </Heading>
      {!hasPermission(role, 'insurance.list') ? (
        <Text>{NO_INSURANCE_LIST_PERMISSION}</Text>
      ) : (
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as ComplianceStatus)} variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Trigger key={t.status} value={t.status}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Content key={t.status} value={t.status}>
              <InsuranceStatusList status={t.status} label={t.label} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}

function InsuranceStatusList({ status, label }: { status: ComplianceStatus; label: string }) {
  const [search, setSearch] = useState('');
  const { page, pageSize, sort, paging, sorting } = useListState(search);
  const sortOrder = sort?.order ?? null;
  const { data, previousData, loading } = useInsuranceList({ status, search, page, limit: pageSize, sortOrder });
  const shown = (data ?? previousData)?.insuranceList;

  const columns: DataTableColumn<InsuranceListRow>[] = [
    {
      id: 'companyName',
      header: 'Company Name',
      cell: (r) => (
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={`/admin/companies/${r.vendorId}`} state={{ tab: 'insurance' }}>
            {r.companyName}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Insurance',
      cell: (r) => <Badge colorPalette={STATUS_PALETTE[r.status]}>{COMPLIANCE_WORDS[r.status]}</Badge>,
    },
    {
      id: 'gaps',
      header: 'Gaps',
      cell: (r) =>
        r.gaps.length === 0 ? (
          '-'
        ) : (
          <List.Root gap="0.5" textStyle="sm" ps="4">
            {r.gaps.map((g) => (
              <List.Item key={g}>{g}</List.Item>
            ))}
          </List.Root>
        ),
    },
    { id: 'nextExpiry', header: 'Next Expiry', sortable: true, cell: (r) => r.nextExpiry ?? '-' },
  ];

  return (
    <Stack gap="4" pt="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SearchInput label={`Search ${label.toLowerCase()} by company`} onSearch={setSearch} />
        <ExportCsvButton path="/insurance/compliance/export.csv" params={insuranceListParams({ status, search, sortOrder })} />
      </HStack>
      <DataTable
        label={`Insurance: ${label}`}
        columns={columns}
        rows={shown?.items ?? []}
        rowKey={(r) => r.vendorId}
        totalCount={shown?.totalCount ?? 0}
        loading={loading && !shown}
        emptyText="No companies."
        {...paging}
        {...sorting}
      />
    </Stack>
  );
}
