import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import type { SortDirection } from './sortOrder.ts';

const buttonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  font: 'inherit',
  color: 'inherit',
  bg: 'transparent',
  border: 'none',
  p: '0',
  cursor: 'pointer',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/**
 * The content of a sortable column's `<th>` (which carries `aria-sort`): a native button, so Enter and Space work
 * and the header stays in the tab order; the arrow shows the direction, a faint double arrow that it can sort.
 */
export const SortableHeader = ({ children, direction, onActivate }: { children: ReactNode; direction: SortDirection | null; onActivate: () => void }) => {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className={buttonClass} onClick={onActivate}>
      <span>{children}</span>
      <Icon size={14} aria-hidden="true" className={direction === null ? css({ opacity: 0.45 }) : undefined} />
    </button>
  );
};
