import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import { Avatar } from '../components/Avatar.tsx';
import { Card } from '../components/Card.tsx';
import { useTenant } from '../app/sessionHooks.ts';

export type AuthCardProps = { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every guest screen: the tenant's avatar and name, a title, the form. */
export const AuthCard = ({ title, description, children, footer }: AuthCardProps) => {
  const tenant = useTenant();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {tenant ? (
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' })}>
          <Avatar name={tenant.name} src={tenant.avatarUrl} size="md" decorative />
          <span className={css({ fontWeight: '700' })}>{tenant.name}</span>
        </div>
      ) : null}
      <Card>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div>
            <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
            {description ? <p className={css({ color: 'muted', mt: '1' })}>{description}</p> : null}
          </div>
          {children}
        </div>
      </Card>
      {footer ? <div className={css({ textAlign: 'center' })}>{footer}</div> : null}
    </div>
  );
};
