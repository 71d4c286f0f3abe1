import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

/**
 * The filters above a list: a search landmark (named by `label`) whose fields wrap into rows. On a phone they sit two
 * by two (one per row put seven filters, a whole screen, between the title and the first record); an odd first one,
 * usually the text search, takes the whole row.
 */
export const FilterBar = ({ children, label }: { children: ReactNode; label: string }) => (
    <div
      role="search"
      aria-label={label}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fit, minmax(12rem, 1fr))' },
        '& > :first-child:nth-last-child(odd)': { gridColumn: { base: 'span 2', sm: 'auto' } },
        alignItems: 'end',
        pb: '3',
      })}
    >
      {children}
    </div>
);
