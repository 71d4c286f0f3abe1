import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { EmptyState } from './EmptyState.tsx';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { ErrorState } from './ErrorState.tsx';
import { Skeleton } from './Skeleton.tsx';
import { moveRowFocus } from './rowFocus.ts';
import { SortableHeader } from './SortableHeader.tsx';
import { nextSort, sortDirectionOf } from './sortOrder.ts';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Hidden below this breakpoint so the table stays usable at 360 px. */
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: string;
  /** The field the server sorts this column by (its list's `sort` whitelist); absent: not sortable. */
  sortKey?: string;
};

export type DataTableStatus = 'loading' | 'ready' | 'error';

export type DataTableProps<Row> = {
  /** Accessible name (caption, visually hidden). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  status: DataTableStatus;
  /** Rows stay visible, dimmed, while a new page or filter loads. */
  reloading?: boolean;
  onRowOpen?: (row: Row) => void;
  /** Accessible label of a row (e.g. its name), used when rows are openable. */
  rowLabel?: (row: Row) => string;
  empty: { message: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** The load failure's tag: "Try again" only for failures a retry can fix. */
  errorTag?: ErrorTag | null;
  skeletonRows?: number;
  /** The list's order (`-start,id`); with `onSortChange`, columns with a `sortKey` get sort buttons. */
  sort?: string | null;
  onSortChange?: (sort: string | null) => void;
};

const hidden = { sm: css({ display: { base: 'none', sm: 'table-cell' } }), md: css({ display: { base: 'none', md: 'table-cell' } }), lg: css({ display: { base: 'none', lg: 'table-cell' } }) };
const cellBase = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start', verticalAlign: 'middle' });
const alignClass = { start: css({ textAlign: 'start' }), end: css({ textAlign: 'end' }), center: css({ textAlign: 'center' }) };
const openableRow = css({ cursor: 'pointer', _hover: { bg: 'surfaceHover' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' } });

export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { caption, columns, rows, rowKey, status, reloading = false, onRowOpen, rowLabel, empty, errorMessage, onRetry, errorTag, skeletonRows = 5, sort, onSortChange } = props;
  const { t } = useTranslation('ui');
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} errorTag={errorTag} />;
  if (status === 'ready' && rows.length === 0) return <EmptyState {...empty} />;
  const loading = status === 'loading';
  const cellClass = (column: DataTableColumn<Row>) => cx(cellBase, alignClass[column.align ?? 'start'], column.hideBelow ? hidden[column.hideBelow] : undefined);
  const onKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && onRowOpen) {
      event.preventDefault();
      onRowOpen(row);
      return;
    }
    moveRowFocus(event);
  };
  // `position: relative` makes the scroller the containing block of the headers' screen-reader-only labels
  // (absolutely positioned): without it they escape the scroll and widen the whole page on a phone (the leave list's
  // hidden "Decision" header pushed it to 444 px at 360).
  return (
    <div className={css({ overflowX: 'auto', position: 'relative', bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card' })}>
      <table
        aria-busy={loading || reloading || undefined}
        className={css({ width: '100%', borderCollapse: 'collapse', transition: 'opacity 150ms' }) + (reloading ? ` ${css({ opacity: 0.6 })}` : '')}
      >
        <caption className={css({ srOnly: true })}>
          {caption}
          {loading ? ` — ${t('loading')}` : ''}
        </caption>
        <thead className={css({ bg: 'surfaceMuted' })}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortKey && onSortChange ? (sortDirectionOf(sort, column.sortKey) ?? 'none') : undefined}
                className={cx(cellClass(column), css({ textStyle: 'label', whiteSpace: 'nowrap' }))}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.sortKey && onSortChange ? (
                  <SortableHeader direction={sortDirectionOf(sort, column.sortKey)} onActivate={() => onSortChange(nextSort(sort, column.sortKey ?? column.key))}>
                    {column.header}
                  </SortableHeader>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={`skeleton-${index}`} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  tabIndex={onRowOpen ? 0 : undefined}
                  aria-label={onRowOpen && rowLabel ? rowLabel(row) : undefined}
                  className={onRowOpen ? openableRow : undefined}
                  onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                  onKeyDown={onRowOpen ? onKeyDown(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
};
