import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

/** The filters above a list: a search landmark (named by `label`) whose fields wrap into rows on narrow screens. */
export const FilterBar = ({ children, label }: { children: ReactNode; label: string }) => (
    <div role="search" aria-label={label} className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(12rem, 1fr))' }, alignItems: 'end', pb: '3' })}>
      {children}
    </div>
);
