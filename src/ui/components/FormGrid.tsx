import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type FormGridProps = { children: ReactNode; columns?: 1 | 2 | 3 };

const layouts = {
  1: css({ gridTemplateColumns: 'minmax(0, 1fr)' }),
  2: css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }),
  3: css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }),
};

/** Fields stack on phones and flow into columns on wider screens; long Italian labels wrap, never overflow. */
export const FormGrid = ({ children, columns = 2 }: FormGridProps) => (
  <div className={`${css({ display: 'grid', gap: '4', alignItems: 'start' })} ${layouts[columns]}`}>{children}</div>
);

/** Spans every column of its FormGrid (text areas, uploads). */
export const FormGridFull = ({ children }: { children: ReactNode }) => <div className={css({ gridColumn: '1 / -1' })}>{children}</div>;
