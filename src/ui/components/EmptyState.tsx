import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type EmptyStateProps = { message: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };

export const EmptyState = ({ message, description, icon, action }: EmptyStateProps) => (
  <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', py: '10', px: '4', color: 'muted' })}>
    <span aria-hidden="true">{icon ?? <Inbox size={32} />}</span>
    <p className={css({ textStyle: 'sectionTitle', color: 'text' })}>{message}</p>
    {description ? <p>{description}</p> : null}
    {action ? <div className={css({ pt: '2' })}>{action}</div> : null}
  </div>
);
