import { Box, Button, Heading, HStack, IconButton, Link, List, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useMemo, useState, type ReactNode } from 'react';
import { LuFolderPlus, LuMailPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { SearchInput } from '../../../components/data-table/search-input';
import { toaster } from '../../../components/toaster';
import { useListState } from '../../../components/data-table/use-list-state';
import { useDeleteCompany } from '../api/delete-company';
import { useApprovedCompanyOptions } from '../../../api/approved-company-options';
import { useProjectOptions } from '../api/get-assign-options';
import { companiesParams, NO_FILTERS, useCompanies, type CompanyRow, type QualifiedFilters } from '../api/get-companies';
import { AssignProjectsDialog } from './assign-projects-dialog';
import { CompanyInsuranceBadge } from './company-insurance-badge';
import { CompanyProjectsSelect, type ProjectOption } from './company-projects-select';
import { CompanyScoreCell } from './company-score-cell';
import { QualifiedSearch } from './qualified-search';

/** The company's registration as its Approval Status (the words of the company page). */
const APPROVAL_STATUS: Readonly<Record<string, string>> = { DRAFT: 'Draft', SUBMITTED: 'Waiting on Approval', APPROVED: 'Approved', REJECTED: 'Not Approved' };

/**
 * /admin/companies: every company past its draft, searched by name, sorted (DESC first) and paged in PostgreSQL, with
 * its prequalification score (its factors a click away) and insurance compliance; the qualified-vendor search's
 * filters with each company's reasons; each row's projects as a multiselect (at most two)
 * and the Assign Multiple Projects dialog for PREQUAL_ADMIN and SYSTEM_ADMIN; delete (confirmed) for the roles that
 * may; Export CSV of the list as shown. A company's name opens its page.
 */
export function CompaniesPage() {
  const { role } = useAuth();
  const navigate = useNavigate();
  // A row's click opens the company (its name is the link keyboards and screen readers use); its controls keep theirs.
  const opens = (c: CompanyRow, content: ReactNode) => (
    <Box cursor="pointer" onClick={() => void navigate(`/admin/companies/${c.vendorId}`)}>
      {content}
    </Box>
  );
  const mayAssign = hasPermission(role, 'projects.assign');
  const mayDelete = hasPermission(role, 'companies.delete');
  const mayInvite = hasPermission(role, 'companies.invite');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<QualifiedFilters>(NO_FILTERS);
  const { page, pageSize, sort, setPage, paging, sorting } = useListState(`${search}\u0000${JSON.stringify(filters)}`);
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState<CompanyRow | null>(null);
  const query = { search, sortField: sort?.field ?? null, sortOrder: sort?.order ?? null, filters };
  const { data, previousData, loading, refetch } = useCompanies({ page, limit: pageSize, ...query });
  const projectsQuery = useProjectOptions(!mayAssign);
  const approvedQuery = useApprovedCompanyOptions(!mayAssign);
  const projectOptions: ProjectOption[] = useMemo(() => projectsQuery.data?.projects.items ?? [], [projectsQuery.data]);
  const [deleteCompany, { loading: deleteBusy }] = useDeleteCompany();
  const shown = (data ?? previousData)?.companies;
  const rows = shown?.items ?? [];
  const qualified = Object.values(filters).some(Boolean);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { data: answer } = await deleteCompany({ variables: { vendorId: deleting.vendorId } });
      toaster.create({ type: 'success', title: answer?.deleteCompany.message ?? 'Company deleted successfully.' });
    } catch {
      // Refused: the global Alert says why.
      setDeleting(null);
      return;
    }
    setDeleting(null);
    // The page's last row gone: step back a page.
    if (rows.length === 1 && page > 1) setPage(page - 1);
    else void refetch();
  };

  const columns: DataTableColumn<CompanyRow>[] = [
    {
      id: 'companyName',
      header: 'Company Name',
      sortable: true,
      cell: (c) => (
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={`/admin/companies/${c.vendorId}`}>{c.companyName}</RouterLink>
        </Link>
      ),
    },
    {
      id: 'primaryContact',
      header: 'Primary Contact',
      cell: (c) =>
        opens(
          c,
          <>
            <Text>{c.primaryContactName ?? ''}</Text>
            {c.primaryContactEmail && (
              <Text textStyle="xs" color="fg.muted">
                {c.primaryContactEmail}
              </Text>
            )}
          </>,
        ),
    },
    { id: 'approvalStatus', header: 'Approval Status', sortable: true, cell: (c) => opens(c, APPROVAL_STATUS[c.registrationStatus] ?? c.registrationStatus) },
    // The server's sortField prequalScore; the button opens the score's factors.
    { id: 'prequalScore', header: 'Score', sortable: true, cell: (c) => <CompanyScoreCell vendorId={c.vendorId} companyName={c.companyName} score={c.prequalScore} /> },
    { id: 'insurance', header: 'Insurance', cell: (c) => opens(c, <CompanyInsuranceBadge state={c.insurance} />) },
    ...(qualified
      ? [
          {
            id: 'qualifications',
            header: 'Qualifies Because',
            cell: (c: CompanyRow) => (
              <List.Root gap="0.5" textStyle="sm" ps="4">
                {c.qualifications.map((q) => (
                  <List.Item key={q}>{q}</List.Item>
                ))}
              </List.Root>
            ),
          },
        ]
      : []),
    { id: 'assignProject', header: 'Assign Project', cell: (c) => <CompanyProjectsSelect company={c} options={projectOptions} editable={mayAssign} /> },
    ...(mayDelete
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            cell: (c: CompanyRow) => (
              <IconButton aria-label={`Delete ${c.companyName}`} size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(c)}>
                <LuTrash2 />
              </IconButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Companies
        </Heading>
        {/* On a phone the three buttons go onto as many lines as they need. */}
        <HStack gap="2" wrap="wrap">
          <ExportCsvButton path="/vendors/export.csv" params={companiesParams(query)} />
          {mayInvite && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin/invite-companies">
                <LuMailPlus aria-hidden="true" />
                Invite Companies
              </RouterLink>
            </Button>
          )}
          {mayAssign && (
            <Button colorPalette="blue" size="sm" onClick={() => setAssigning(true)}>
              <LuFolderPlus aria-hidden="true" />
              Assign Multiple Projects
            </Button>
          )}
        </HStack>
      </HStack>
      <SearchInput label="Search companies" onSearch={setSearch} />
      <QualifiedSearch applied={filters} onApply={setFilters} />
      <DataTable
        label="Companies"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.vendorId}
        totalCount={shown?.totalCount ?? 0}
        {...paging}
        {...sorting}
        loading={loading}
      />
      {mayAssign && (
        <AssignProjectsDialog
          open={assigning}
          companies={approvedQuery.data?.companies.items ?? []}
          projects={projectOptions}
          onClose={() => setAssigning(false)}
          onSaved={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete company"
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.companyName}? Its users, prequalification forms and files are deleted with it. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
