import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

/** A form-level message, announced as soon as it appears. */
export const FormAlert = ({ tone, children }: { tone: 'danger' | 'success' | 'info'; children: ReactNode }) => (
  <div
    role={tone === 'danger' ? 'alert' : 'status'}
    className={css({
      px: '3',
      py: '2',
      borderRadius: 'control',
      borderWidth: '1px',
      bg: tone === 'danger' ? 'danger.subtle' : tone === 'success' ? 'success.subtle' : 'info.subtle',
      borderColor: tone === 'danger' ? 'danger' : tone === 'success' ? 'success' : 'info',
      color: 'text',
    })}
  >
    {children}
  </div>
);
