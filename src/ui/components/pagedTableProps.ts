import type { TFunction } from 'i18next';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import { errorTagText } from './messageText.ts';
import type { PagedList } from './usePagedList.ts';

/**
 * What a DataTable needs from a screen's paged list: its rows and state, retry, the sortable order and the failure in
 * words and as a tag (the tag decides whether "Try again" is offered: a refusal is not retried) (`<DataTable {...pagedTableProps(list, t)} caption=… rowKey=… columns=… />`).
 */
export const pagedTableProps = <Item, Filters extends ListFilters>(list: PagedList<Item, Filters>, t: TFunction) => ({
  rows: list.items,
  status: list.status,
  reloading: list.reloading,
  onRetry: list.retry,
  sort: list.sort,
  onSortChange: list.sortBy,
  errorMessage: list.errorTag ? errorTagText(t, list.errorTag) : undefined,
  errorTag: list.errorTag,
});
