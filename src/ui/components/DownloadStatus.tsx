import { useTranslation } from 'react-i18next';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { Alert } from './Alert.tsx';
import { errorTagText } from './messageText.ts';
import { ProgressBar } from './ProgressBar.tsx';

export type DownloadStatusProps = {
  /** A file is on its way: the bar shows. */
  readonly running: boolean;
  /** Percent arrived, or null while unknown (the bar is indeterminate). */
  readonly percent: number | null;
  /** What the bar stands for, for assistive technology (e.g. "Downloading Offer 12.pdf"). */
  readonly label: string;
  /** The words beside the bar. */
  readonly visibleLabel: string;
  /** Why the last request was refused, if it was. */
  readonly errorTag: ErrorTag | null;
  readonly onDismiss: () => void;
};

/** Under a download's buttons (PDF, export): its progress while it runs, announced politely, and why it failed. */
export const DownloadStatus = ({ running, percent, label, visibleLabel, errorTag, onDismiss }: DownloadStatusProps) => {
  const { t } = useTranslation(['ui']);
  return (
    <>
      {running ? (
        <div aria-live="polite">
          <ProgressBar value={percent} label={label} visibleLabel={visibleLabel} />
        </div>
      ) : null}
      {errorTag ? (
        <Alert tone="danger" onDismiss={onDismiss}>
          {errorTagText(t, errorTag)}
        </Alert>
      ) : null}
    </>
  );
};
