import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { Alert } from './Alert.tsx';
import { ErrorState } from './ErrorState.tsx';
import { messageText, errorTagText } from './messageText.ts';
import { Skeleton } from './Skeleton.tsx';

export type RecordStateProps<Item> = {
  record: Item | null;
  loading: boolean;
  failed: boolean;
  missing: MessageDescriptor | null;
  errorTag: ErrorTag | null;
  /** The server's words for a record it does not have ("Request 12 no longer exists."), said instead of the generic ones. */
  notFoundMessage?: string | null;
  onRetry: () => void;
  children: (record: Item) => ReactNode;
};

/** The states of a detail or edit screen's record: missing id (guard message), loading, failure (with a retry when it can help), ready. */
export const RecordState = <Item,>({ record, loading, failed, missing, errorTag, notFoundMessage = null, onRetry, children }: RecordStateProps<Item>) => {
  const { t } = useTranslation(['ui', 'errors']);
  if (missing) return <Alert tone="danger">{messageText(t, missing)}</Alert>;
  if (failed) {
    const message = errorTag === 'NotFound' && notFoundMessage ? notFoundMessage : errorTag ? errorTagText(t, errorTag) : undefined;
    return <ErrorState message={message} onRetry={onRetry} errorTag={errorTag} />;
  }
  if (loading || record === null)
    return (
      <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: '4' })}>
        <span className={css({ srOnly: true })}>{t('ui:loading')}</span>
        <Skeleton lines={4} />
      </div>
    );
  return <>{children(record)}</>;
};
