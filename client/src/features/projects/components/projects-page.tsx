import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { PROJECT_SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { useMemo, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { SearchInput } from '../../../components/data-table/search-input';
import { useListState } from '../../../components/data-table/use-list-state';
import { useApprovedCompanies } from '../api/get-approved-companies';
import { useProjects, type ProjectRow } from '../api/get-projects';
import { formatDay, formatVolume } from '../format';
import { ProjectCompaniesSelect, type CompanyOption } from './project-companies-select';

/**
 * /admin/projects: the builder's projects (number, name, stage, volume, start, end), searched (300 ms after typing
 * stops), sorted by any column and paged in PostgreSQL; each row's companies as a multiselect that PREQUAL_ADMIN and
 * SYSTEM_ADMIN edit (others see it read only); Import Projects opens /admin/import-projects; Export CSV downloads the
 * whole list with the search and sort shown (GET /projects/export.csv).
 */
export function ProjectsPage() {
  const { role } = useAuth();
  const mayAssign = hasPermission(role, 'projects.assign');
  const mayImport = hasPermission(role, 'projects.import');
  const [search, setSearch] = useState('');
  const { page, pageSize, sort, paging, sorting } = useListState(search);
  const { data, previousData, loading } = useProjects({ page, limit: pageSize, search, sortField: sort?.field ?? null, sortOrder: sort?.order ?? null });
  const companies = useApprovedCompanies(!mayAssign);
  const options: CompanyOption[] = useMemo(() => companies.data?.registrations.items ?? [], [companies.data]);
  const shown = (data ?? previousData)?.projects;

  const columns: DataTableColumn<ProjectRow>[] = [
    { id: 'projectNumber', header: 'Project Number', sortable: true, cell: (p) => p.projectNumber ?? '' },
    { id: 'projectName', header: 'Project Name', sortable: true, cell: (p) => p.projectName },
    { id: 'projectStage', header: 'Stage', sortable: true, cell: (p) => p.projectStage ?? '' },
    { id: 'projectVolume', header: 'Volume', sortable: true, cell: (p) => formatVolume(p.projectVolume) },
    { id: 'startDate', header: 'Start Date', sortable: true, cell: (p) => formatDay(p.startDate) },
    { id: 'endDate', header: 'End Date', sortable: true, cell: (p) => formatDay(p.endDate) },
    {
      id: 'companies',
      header: 'Assigned Companies',
      cell: (p) => <ProjectCompaniesSelect project={p} options={options} editable={mayAssign} />,
    },
  ];

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Projects
        </Heading>
        {mayImport && (
          <Button asChild colorPalette="blue">
            <RouterLink to="/admin/import-projects">
              <LuDownload aria-hidden="true" />
              Import Projects
            </RouterLink>
          </Button>
        )}
      </HStack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SearchInput label="Search projects" delayMs={PROJECT_SEARCH_DEBOUNCE_MS} onSearch={setSearch} />
        <ExportCsvButton path="/projects/export.csv" params={{ search, sortField: sort?.field, sortOrder: sort?.order }} />
      </HStack>
      <DataTable
        label="Projects"
        columns={columns}
        rows={shown?.items ?? []}
        rowKey={(p) => p.projectId}
        totalCount={shown?.totalCount ?? 0}
        {...paging}
        {...sorting}
        loading={loading}
      />
    </Stack>
  );
}
