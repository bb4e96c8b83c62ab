import { Box, ButtonGroup, HStack, IconButton, Pagination, Skeleton, Table, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@portal/common/constants';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PageSizeSelect } from './page-size-select';
import { ariaSortOf, nextSort, sortOrderOf, type SortState } from './sort';
import { SortButton } from './sort-button';

/*
 * The portal's list table. Paging, sorting and searching happen in PostgreSQL (docs/architecture.md, rule 11),
 * so this is a presentational table over one server page; a headless table library would only
 * re-implement the column list below.
 */

/** Placeholder rows while the first page loads: enough to show the table's shape without a long grey wall. */
const SKELETON_ROWS = 5;

// Kept importable from the table, where the lists have always found them.
export { nextSort, type SortDirection, type SortState } from './sort';

export interface DataTableColumn<Row> {
  /** Unique per table; for sortable columns, the server's sortField. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Visually hidden header text (e.g. an actions column still needs a name for screen readers). */
  hideHeader?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalCount: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Changing the page size goes back to page 1 (the caller decides). */
  onPageSizeChange: (pageSize: number) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  emptyText?: string;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalCount,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  loading = false,
  emptyText = 'No data found',
}: DataTableProps<Row>) {
  const showEmpty = !loading && rows.length === 0;
  // The first page is drawn as grey rows under the real header; a later page, sort or search keeps the
  // rows it has (dimmed) until the new ones arrive, so the table never flashes empty.
  const firstLoad = loading && rows.length === 0;
  const refetching = loading && rows.length > 0;

  return (
    <Box position="relative" aria-busy={loading}>
      {/* Focusable, so a table wider than the screen can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" aria-label={label} stickyHeader>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.id} aria-sort={column.sortable ? ariaSortOf(sort, column.id) : undefined} scope="col">
                  {column.sortable && onSortChange ? (
                    <SortButton header={column.header} order={sortOrderOf(sort, column.id)} onSort={() => onSortChange(nextSort(sort, column.id))} />
                  ) : column.hideHeader ? (
                    <Box as="span" srOnly>
                      {column.header}
                    </Box>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={refetching ? 0.5 : undefined} transition="opacity 0.2s">
            {rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell key={column.id}>{column.cell(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
            {showEmpty && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="6" color="fg.muted">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            )}
            {firstLoad &&
              Array.from({ length: Math.min(SKELETON_ROWS, pageSize || SKELETON_ROWS) }, (_, index) => (
                <Table.Row key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
                  {columns.map((column) => (
                    <Table.Cell key={column.id}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && (
        <Text role="status" aria-label={`Loading ${label}`} srOnly>
          Loading {label}…
        </Text>
      )}

      <HStack justify="space-between" mt="3" wrap="wrap" gap="3">
        <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />

        <Pagination.Root
          count={totalCount}
          pageSize={pageSize || DEFAULT_PAGE_SIZE}
          page={page}
          onPageChange={(details) => onPageChange(details.page)}
          translations={{ rootLabel: `${label} pages`, itemLabel: ({ page: p }) => `Page ${p}` }}
        >
          <ButtonGroup variant="ghost" size="sm" attached={false}>
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </HStack>
    </Box>
  );
}
