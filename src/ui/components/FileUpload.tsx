import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Trash from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { field } from '../../../styled-system/recipes/index.mjs';
import { Button } from './Button.tsx';
import { IconButton } from './IconButton.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** One upload as the upload machine reports it; the component only renders it. */
/** `retryable: false`: a failure that sending the same file again cannot mend (too large, refused): no retry button. */
export type UploadView = { id: string; name: string; progress: number; status: UploadStatus; error?: string | null; retryable?: boolean };

export type FileUploadProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** MIME types or extensions, e.g. ['application/pdf', 'image/*']. */
  accept?: string[];
  maxFiles?: number;
  maxFileSize?: number;
  disabled?: boolean;
  onFilesSelected: (files: File[]) => void;
  uploads: readonly UploadView[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

const dropzone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '5',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'borderStrong',
  borderRadius: 'card',
  bg: 'surface',
  textAlign: 'center',
  color: 'muted',
  '&[data-dragging]': { borderColor: 'accent', bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const tones = { uploading: 'accent', done: 'success', failed: 'danger' } as const;

export const FileUpload = (props: FileUploadProps) => {
  const { label, hint, accept, maxFiles = 20, maxFileSize, disabled, onFilesSelected, uploads, onRetry, onRemove } = props;
  const { t } = useTranslation('ui');
  const classes = field();
  return (
    <div className={classes.root}>
      <ArkFileUpload.Root
        accept={accept}
        maxFiles={maxFiles}
        maxFileSize={maxFileSize}
        disabled={disabled}
        // Controlled empty: the selected files leave at once for the upload machine, which owns the list.
        acceptedFiles={[]}
        onFileAccept={(details) => {
          if (details.files.length > 0) onFilesSelected(details.files);
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
      >
        <ArkFileUpload.Label className={classes.label}>{label}</ArkFileUpload.Label>
        <ArkFileUpload.Dropzone className={dropzone} disableClick>
          <Upload size={24} aria-hidden="true" />
          <span>{t('fileUpload.dropHere', { count: maxFiles })}</span>
          <ArkFileUpload.Trigger asChild>
            <Button variant="secondary" size="sm">
              {t('fileUpload.choose', { count: maxFiles })}
            </Button>
          </ArkFileUpload.Trigger>
        </ArkFileUpload.Dropzone>
        {hint ? <p className={classes.hint}>{hint}</p> : null}
        <ArkFileUpload.HiddenInput />
      </ArkFileUpload.Root>
      {uploads.length > 0 ? (
        <ul aria-label={t('fileUpload.listLabel')} className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2', pt: '2' })}>
          {uploads.map((upload) => (
            <li key={upload.id} className={css({ display: 'flex', alignItems: 'center', gap: '2', p: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'control', bg: 'surface' })}>
              <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
                <ProgressBar
                  value={Math.round(upload.progress)}
                  label={t('fileUpload.progressLabel', { name: upload.name })}
                  visibleLabel={upload.name}
                  tone={tones[upload.status]}
                />
                <span className={css({ textStyle: 'small', color: upload.status === 'failed' ? 'danger' : 'muted' })} role={upload.status === 'failed' ? 'alert' : undefined}>
                  {upload.status === 'failed' ? (upload.error ?? t('fileUpload.status.failed')) : t(`fileUpload.status.${upload.status}`)}
                </span>
              </div>
              {upload.status === 'failed' && upload.retryable !== false ? (
                <IconButton aria-label={t('fileUpload.retry', { name: upload.name })} icon={<RotateCw size={16} />} onClick={() => onRetry(upload.id)} />
              ) : null}
              <IconButton aria-label={t('fileUpload.remove', { name: upload.name })} icon={<Trash size={16} />} onClick={() => onRemove(upload.id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
