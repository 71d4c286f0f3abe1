import type { ReactNode } from 'react';
import { badge } from '../../../styled-system/recipes/index.mjs';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type BadgeProps = { tone?: BadgeTone; icon?: ReactNode; children: ReactNode };

export const Badge = ({ tone = 'neutral', icon, children }: BadgeProps) => (
  <span className={badge({ tone })}>
    {icon ? <span aria-hidden="true">{icon}</span> : null}
    {children}
  </span>
);
