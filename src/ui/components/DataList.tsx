import type { KeyboardEvent, ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { EmptyState } from './EmptyState.tsx';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { ErrorState } from './ErrorState.tsx';
import { Skeleton } from './Skeleton.tsx';
import { moveRowFocus } from './rowFocus.ts';
import type { DataTableStatus } from './DataTable.tsx';

export type DataListProps<Item> = {
  /** Accessible name of the list. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  status: DataTableStatus;
  reloading?: boolean;
  onItemOpen?: (item: Item) => void;
  empty: { message: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** The load failure's tag: "Try again" only for failures a retry can fix. */
  errorTag?: ErrorTag | null;
  skeletonItems?: number;
};

const itemClass = css({ px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: '0' } });
const openable = css({ cursor: 'pointer', _hover: { bg: 'surfaceHover' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' } });

// The card-like list for narrow screens and simple records (same states as DataTable).
export const DataList = <Item,>(props: DataListProps<Item>) => {
  const { label, items, itemKey, renderItem, status, reloading = false, onItemOpen, empty, errorMessage, onRetry, errorTag, skeletonItems = 5 } = props;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} errorTag={errorTag} />;
  if (status === 'ready' && items.length === 0) return <EmptyState {...empty} />;
  const loading = status === 'loading';
  const onKeyDown = (item: Item) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Enter' && onItemOpen) {
      event.preventDefault();
      onItemOpen(item);
      return;
    }
    moveRowFocus(event);
  };
  return (
    <ul
      aria-label={label}
      aria-busy={loading || reloading || undefined}
      className={cx(css({ listStyle: 'none', m: '0', p: '0', bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card' }), reloading ? css({ opacity: 0.6 }) : undefined)}
    >
      {loading
        ? Array.from({ length: skeletonItems }, (_, index) => (
            <li key={`skeleton-${index}`} className={itemClass}>
              <Skeleton lines={2} />
            </li>
          ))
        : items.map((item) => (
            <li
              key={itemKey(item)}
              tabIndex={onItemOpen ? 0 : undefined}
              className={cx(itemClass, onItemOpen ? openable : undefined)}
              onClick={onItemOpen ? () => onItemOpen(item) : undefined}
              onKeyDown={onItemOpen ? onKeyDown(item) : undefined}
            >
              {renderItem(item)}
            </li>
          ))}
    </ul>
  );
};
