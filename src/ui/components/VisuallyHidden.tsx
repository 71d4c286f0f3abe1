import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type VisuallyHiddenProps = { children: ReactNode; id?: string };

export const VisuallyHidden = ({ children, id }: VisuallyHiddenProps) => (
  <span id={id} className={css({ srOnly: true })}>
    {children}
  </span>
);
