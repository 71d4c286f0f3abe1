import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css/index.mjs';

/** Create and edit layouts (spec §2): a narrower column for forms. Create pages also disable the Add panel. */
export const FormPageLayout = ({ children }: { children: ReactNode }) => (
  <div className={css({ maxW: '56rem', mx: 'auto', w: 'full' })}>{children}</div>
);
