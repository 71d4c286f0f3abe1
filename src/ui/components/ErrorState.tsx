import CircleX from 'lucide-react/icons/circle-x';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { isRetryable, type ErrorTag } from '../../machines/generic/errorTag.ts';
import { Button } from './Button.tsx';

export type ErrorStateProps = {
  message?: ReactNode;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
  retrying?: boolean;
  /** The failure's tag, when it has one: "Try again" is then offered only if a retry can fix it (`isRetryable`). */
  errorTag?: ErrorTag | null | undefined;
};

export const ErrorState = ({ message, onRetry, retryLabel, retrying = false, errorTag }: ErrorStateProps) => {
  const { t } = useTranslation('ui');
  const retry = errorTag === undefined || isRetryable(errorTag) ? onRetry : undefined;
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', py: '10', px: '4' })}>
      <CircleX size={32} aria-hidden="true" className={css({ color: 'danger' })} />
      <p className={css({ textStyle: 'sectionTitle' })}>{message ?? t('errorState.message')}</p>
      {retry ? (
        <Button variant="secondary" icon={<RotateCw size={16} aria-hidden="true" />} loading={retrying} onClick={retry}>
          {retryLabel ?? t('errorState.retry')}
        </Button>
      ) : null}
    </div>
  );
};
