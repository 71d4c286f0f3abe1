import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css/index.mjs';
import { SkipLink } from '../../components/SkipLink.tsx';

/** Unauthenticated layout: one centred column for login, join, password and tenant-not-found screens. */
export const GuestLayout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink />
    <main id="main" tabIndex={-1} className={css({ minH: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: '4', py: '8', bg: 'bg' })}>
      <div className={css({ w: 'full', maxW: '26rem' })}>{children}</div>
    </main>
  </>
);
