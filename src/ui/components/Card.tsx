import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type CardProps = { children: ReactNode; padding?: 'none' | 'md' };

export const Card = ({ children, padding = 'md' }: CardProps) => (
  <div className={css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', boxShadow: 'raised', p: padding === 'none' ? '0' : { base: '3', sm: '4' } })}>
    {children}
  </div>
);
