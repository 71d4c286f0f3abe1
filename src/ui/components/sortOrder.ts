// A list's order as the contract spells it (`-start,id`): the table's headers sort by one column at a time, so only
// the first field matters to them.

export type SortDirection = 'ascending' | 'descending';

/** How `sort` orders by `key`: by its first field only (the others are tiebreaks). */
export function sortDirectionOf(sort: string | null | undefined, key: string): SortDirection | null {
  const first = sort?.split(',')[0];
  if (first === key) return 'ascending';
  if (first === `-${key}`) return 'descending';
  return null;
}

/** Activating a header: ascending, then descending, then back to the list's default order (null). */
export function nextSort(sort: string | null | undefined, key: string): string | null {
  const direction = sortDirectionOf(sort, key);
  if (direction === null) return key;
  if (direction === 'ascending') return `-${key}`;
  return null;
}
