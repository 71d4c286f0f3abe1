import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectUpload } from '../../machines/generic/upload.connect.ts';
import type { UploadMachine } from '../../machines/generic/upload.machine.ts';
import { isRetryable } from '../../machines/generic/errorTag.ts';
import { FileUpload } from './FileUpload.tsx';
import { errorTagText } from './messageText.ts';
import { useConnected } from './useConnected.ts';

export type UploadQueueFieldProps<Item> = {
  /** A running upload machine (src/machines/generic/upload.machine.ts) bound to its resource's upload call. */
  readonly queue: ActorRefFrom<UploadMachine<Item>>;
  readonly label: string;
  readonly hint?: string;
};

/** The file picker of an upload queue: each file with its progress, its failure in words, retry and remove. */
export const UploadQueueField = <Item,>({ queue, label, hint }: UploadQueueFieldProps<Item>) => {
  const { t } = useTranslation('ui');
  const { uploads: entries } = useConnected(queue, connectUpload<Item>);
  return (
    <FileUpload
      label={label}
      {...(hint === undefined ? {} : { hint })}
      onFilesSelected={(files) => queue.send({ type: 'upload.add', files })}
      uploads={entries.map((entry) => ({
        id: entry.id,
        name: entry.name,
        progress: entry.progress,
        status: entry.status,
        error: entry.errorTag ? errorTagText(t, entry.errorTag) : null,
        // A file too large or refused (413, 403, 422…) fails the same way when sent again: no retry offered for it.
        retryable: entry.canRetry && (entry.errorTag === null || entry.errorTag === 'Unknown' || isRetryable(entry.errorTag)),
      }))}
      onRetry={(id) => queue.send({ type: 'upload.retry', id })}
      onRemove={(id) => queue.send({ type: 'upload.remove', id })}
    />
  );
};
