import { Badge, Box, Button, Checkbox, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { DEFAULT_PAGE_SIZE, PROJECT_SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { IMPORT_SEARCH_MIN, PROJECT_MESSAGES } from '@portal/common/domain/projects';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { PageSizeSelect } from '../../../components/data-table/page-size-select';
import { ariaSortOf, nextSort, sortOrderOf, type SortState } from '../../../components/data-table/sort';
import { SortButton } from '../../../components/data-table/sort-button';
import { ParentBreadcrumb } from '../../../components/page-trail/parent-breadcrumb';
import { SearchInput } from '../../../components/data-table/search-input';
import { toaster } from '../../../components/toaster';
import { useCrmOpportunities, type OpportunityRow } from '../api/get-crm-opportunities';
import { useImportProjects } from '../api/import-projects';
import { formatDay, formatVolume } from '../format';

const COLUMNS: { id: string; header: string; cell: (o: OpportunityRow) => string }[] = [
  { id: 'projectNumber', header: 'Project Number', cell: (o) => o.projectNumber ?? '' },
  { id: 'projectName', header: 'Project Name', cell: (o) => o.projectName },
  { id: 'projectStage', header: 'Stage', cell: (o) => o.projectStage ?? '' },
  { id: 'projectVolume', header: 'Volume', cell: (o) => formatVolume(o.projectVolume) },
  { id: 'startDate', header: 'Start Date', cell: (o) => formatDay(o.startDate) },
  { id: 'endDate', header: 'End Date', cell: (o) => formatDay(o.endDate) },
];

/** A search the CRM is asked with: empty, or 3 or more characters. */
export const isImportSearch = (value: string) => value.length === 0 || value.length >= IMPORT_SEARCH_MIN;

/**
 * /admin/import-projects: the CRM's opportunities in a checkbox table, paged with the CRM's skip token (Next and
 * Previous; the tokens of visited pages are kept, so Previous goes back without asking for them again), searched
 * with 3 or more characters or none; Import (at least one chosen, across pages) makes them projects. Opportunities
 * already imported are marked and cannot be chosen again.
 */
export function ImportProjectsPage() {
  const { role } = useAuth();
  return (
    <Stack gap="5">
      <ParentBreadcrumb to="/admin/projects" parent="Projects" current="Import Projects" />
      <Heading as="h1" size="xl">
        Import Projects
      </Heading>
      {hasPermission(role, 'projects.import') ? <OpportunitiesImport /> : <Text>You do not have permission to import projects.</Text>}
    </Stack>
  );
}

function OpportunitiesImport() {
  const [search, setSearch] = useState('');
  const [searchHint, setSearchHint] = useState(false);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState | null>(null);
  // tokens[i] reads page i + 1 (the first page has none); kept for every page visited.
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const { data, previousData, loading, refetch } = useCrmOpportunities({
    limit: pageSize,
    search,
    sortField: sort?.field ?? null,
    sortOrder: sort?.order ?? null,
    skiptoken: tokens[pageIndex] ?? null,
  });
  const [importProjects, { loading: importing }] = useImportProjects();
  const shown = (data ?? previousData)?.crmOpportunities;
  const rows = shown?.items ?? [];
  const totalPages = shown ? Math.max(1, Math.ceil(shown.totalCount / pageSize)) : 1;

  /** A new search, sort or page size reads the CRM from its first page. */
  const restart = () => {
    setTokens([null]);
    setPageIndex(0);
  };

  const choosable = rows.filter((o) => !o.imported);
  const allOnPage = choosable.length > 0 && choosable.every((o) => selected.has(o.opportunityId));
  const someOnPage = choosable.some((o) => selected.has(o.opportunityId));
  const toggle = (o: OpportunityRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(o.opportunityId, o.projectName);
      else next.delete(o.opportunityId);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const o of choosable) {
        if (on) next.set(o.opportunityId, o.projectName);
        else next.delete(o.opportunityId);
      }
      return next;
    });

  const onImport = async () => {
    try {
      await importProjects({ variables: { opportunityIds: [...selected.keys()] } });
      toaster.create({ type: 'success', title: PROJECT_MESSAGES.imported, closable: true });
      setSelected(new Map());
      await refetch();
    } catch {
      // The global Alert shows the server's message; the choice is kept to try again.
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <SearchInput
          label="Search CRM projects"
          delayMs={PROJECT_SEARCH_DEBOUNCE_MS}
          onSearch={(value) => {
            const valid = isImportSearch(value);
            setSearchHint(!valid);
            if (valid && value !== search) {
              setSearch(value);
              restart();
            }
          }}
        />
        <Text role="status" fontSize="sm" color={searchHint ? 'fg.error' : 'fg.muted'}>
          {searchHint ? PROJECT_MESSAGES.importSearch : `Search by project name or number (${IMPORT_SEARCH_MIN} or more characters).`}
        </Text>
      </Stack>

      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text aria-live="polite">{selected.size === 1 ? '1 project selected' : `${selected.size} projects selected`}</Text>
        <Button colorPalette="blue" onClick={() => void onImport()} disabled={selected.size === 0 || importing} loading={importing}>
          Import
        </Button>
      </HStack>

      <Box position="relative" aria-busy={loading}>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="CRM projects" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col" width="10">
                  <Checkbox.Root
                    size="sm"
                    checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                    disabled={choosable.length === 0}
                    onCheckedChange={(d) => togglePage(d.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label="Select all projects on this page" />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                {COLUMNS.map((c) => (
                  <Table.ColumnHeader key={c.id} scope="col" aria-sort={ariaSortOf(sort, c.id)}>
                    <SortButton
                      header={c.header}
                      order={sortOrderOf(sort, c.id)}
                      onSort={() => {
                        setSort(nextSort(sort, c.id));
                        restart();
                      }}
                    />
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((o) => (
                <Table.Row key={o.opportunityId}>
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      checked={o.imported || selected.has(o.opportunityId)}
                      disabled={o.imported}
                      onCheckedChange={(d) => toggle(o, d.checked === true)}
                    >
                      <Checkbox.HiddenInput aria-label={o.imported ? `${o.projectName} (already imported)` : `Select ${o.projectName}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  {COLUMNS.map((c) => (
                    <Table.Cell key={c.id}>{c.cell(o)}</Table.Cell>
                  ))}
                  <Table.Cell>{o.imported ? <Badge colorPalette="green">Imported</Badge> : null}</Table.Cell>
                </Table.Row>
              ))}
              {!loading && rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length + 2} textAlign="center" py="6" color="fg.muted">
                    No data found
                  </Table.Cell>
                </Table.Row>
              )}
              {loading && rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length + 2} textAlign="center" py="6">
                    <Spinner size="sm" aria-hidden="true" />
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {loading && (
          <Text role="status" srOnly>
            Loading
          </Text>
        )}
      </Box>

      <HStack justify="space-between" wrap="wrap" gap="3">
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            restart();
          }}
        />
        <HStack gap="3" as="nav" aria-label="CRM projects pages">
          <Button size="sm" variant="outline" onClick={() => setPageIndex((i) => i - 1)} disabled={pageIndex === 0 || loading}>
            <LuChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Text fontSize="sm">{shown ? `Page ${pageIndex + 1} of ${totalPages} (${shown.totalCount} projects)` : ''}</Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const token = shown?.skiptoken;
              if (!token) return;
              setTokens((t) => [...t.slice(0, pageIndex + 1), token]);
              setPageIndex((i) => i + 1);
            }}
            disabled={!shown?.skiptoken || loading}
          >
            Next
            <LuChevronRight aria-hidden="true" />
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
