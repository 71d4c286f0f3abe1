import { CircleX, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from './Button.tsx';

export type ErrorStateProps = { message?: ReactNode; onRetry?: () => void; retryLabel?: string; retrying?: boolean };

export const ErrorState = ({ message, onRetry, retryLabel, retrying = false }: ErrorStateProps) => {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', py: '10', px: '4' })}>
      <CircleX size={32} aria-hidden="true" className={css({ color: 'danger' })} />
      <p className={css({ textStyle: 'sectionTitle' })}>{message ?? t('errorState.message')}</p>
      {onRetry ? (
        <Button variant="secondary" icon={<RotateCw size={16} aria-hidden="true" />} loading={retrying} onClick={onRetry}>
          {retryLabel ?? t('errorState.retry')}
        </Button>
      ) : null}
    </div>
  );
};
