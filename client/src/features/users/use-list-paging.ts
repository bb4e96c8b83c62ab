import { DEFAULT_PAGE_SIZE } from '@portal/common/constants';
import { useState } from 'react';

/** Page and page size of a server-paged list; a new search starts again from page 1. */
export function useListPaging(search: string) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    // Adjusting state while rendering (React's documented pattern) avoids fetching page N of the new search.
    setPagedSearch(search);
    setPage(1);
  }
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage(1);
  };
  return { page, pageSize, setPage, setPageSize };
}
