import { DEFAULT_PAGE_SIZE } from '@portal/common/constants';
import { useState } from 'react';
import type { SortState } from './data-table';

/**
 * Page, page size and sort of a server-paged list, and the DataTable props that change them. A new page size or
 * sort, or a new `resetKey` (the search and filters the list is read with), starts again from page 1.
 */
export function useListState(resetKey: string, initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [sort, setSortState] = useState<SortState | null>(null);
  const [pagedKey, setPagedKey] = useState(resetKey);
  if (pagedKey !== resetKey) {
    // Adjusting state while rendering (React's documented pattern) avoids fetching page N of the new search.
    setPagedKey(resetKey);
    setPage(1);
  }
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage(1);
  };
  const setSort = (next: SortState) => {
    setSortState(next);
    setPage(1);
  };
  return {
    page,
    pageSize,
    sort,
    setPage,
    setPageSize,
    setSort,
    /** Spread on a DataTable: its pager. */
    paging: { page, pageSize, onPageChange: setPage, onPageSizeChange: setPageSize },
    /** Spread on a DataTable whose columns sort. */
    sorting: { sort, onSortChange: setSort },
  };
}
