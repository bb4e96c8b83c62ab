export type SortDirection = 'ASC' | 'DESC';

export interface SortState {
  field: string;
  order: SortDirection;
}

/** The specification's sort toggle: a new column starts DESC, the same column flips. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field !== field) return { field, order: 'DESC' };
  return { field, order: current.order === 'DESC' ? 'ASC' : 'DESC' };
}

/** The order a column is sorted in, when it is the sorted one. */
export const sortOrderOf = (sort: SortState | null | undefined, field: string): SortDirection | null => (sort?.field === field ? sort.order : null);

/** The header's aria-sort: said only on the sorted column. */
export function ariaSortOf(sort: SortState | null | undefined, field: string): 'ascending' | 'descending' | undefined {
  const order = sortOrderOf(sort, field);
  return order ? (order === 'ASC' ? 'ascending' : 'descending') : undefined;
}
