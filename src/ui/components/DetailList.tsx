import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type DetailItem = { label: string; value: ReactNode };

/** Label/value pairs of a record's overview: two columns on wide screens, stacked on phones. */
export const DetailList = ({ items }: { items: readonly DetailItem[] }) => (
  <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' }, columnGap: '4', rowGap: { base: '1', sm: '2' }, m: '0' })}>
    {items.map((item) => (
      <div key={item.label} className={css({ display: 'contents' })}>
        <dt className={css({ color: 'muted', textStyle: 'small', fontWeight: '600', pt: { base: '2', sm: '0' } })}>{item.label}</dt>
        <dd className={css({ m: '0', overflowWrap: 'anywhere' })}>{item.value}</dd>
      </div>
    ))}
  </dl>
);
