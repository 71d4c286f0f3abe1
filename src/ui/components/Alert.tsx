import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { IconButton } from './IconButton.tsx';

export type AlertProps = {
  tone: 'danger' | 'success' | 'info' | 'warning';
  children: ReactNode;
  /** Optional action (e.g. a retry button) shown after the text. */
  action?: ReactNode;
  onDismiss?: () => void;
};

const tones = {
  danger: css({ bg: 'danger.subtle', borderColor: 'danger' }),
  success: css({ bg: 'success.subtle', borderColor: 'success' }),
  info: css({ bg: 'info.subtle', borderColor: 'info' }),
  warning: css({ bg: 'warning.subtle', borderColor: 'warning' }),
};

/** An inline message in a screen or panel, announced when it appears (alert for danger and warning, status otherwise). */
export const Alert = ({ tone, children, action, onDismiss }: AlertProps) => {
  const { t } = useTranslation('ui');
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={`${css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', px: '3', py: '2', borderRadius: 'control', borderWidth: '1px', color: 'text' })} ${tones[tone]}`}
    >
      <div className={css({ flex: '1', minW: '12rem' })}>{children}</div>
      {action}
      {onDismiss ? <IconButton aria-label={t('dialog.close')} icon={<X size={16} />} size="sm" onClick={onDismiss} /> : null}
    </div>
  );
};
