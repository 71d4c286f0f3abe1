import type { Effect } from 'effect';
import DownloadIcon from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import Link2 from 'lucide-react/icons/link-2';
import Printer from 'lucide-react/icons/printer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Download, DownloadProgress } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import { pdfCommands, type PdfCommandKind } from '../../machines/generic/pdf.logic.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { DownloadStatus } from './DownloadStatus.tsx';
import { saveBlob } from './saveBlob.ts';
import { useCommand } from './useCommand.ts';

export type PdfActionsProps = {
  /**
   * The document's PDF (the same call serves preview and download); it reports how much has arrived to
   * `onProgress` (e.g. `streamedDownload`), which the bar under the buttons shows while the file downloads.
   */
  readonly load: (onProgress: (progress: DownloadProgress) => void) => Effect.Effect<Download, ApiError>;
  /** A signed link that works without signing in until it expires (no link button without it). */
  readonly link?: () => Effect.Effect<{ url: string; expiresAt: string }, ApiError>;
  /** Adds "Print": the PDF opens in the browser's print dialog. */
  readonly printable?: boolean;
  readonly fileName: string;
  readonly title: string;
};

/**
 * Prints a PDF through the browser's viewer in a hidden frame; where a frame cannot print (some mobile browsers), the
 * PDF opens in a new tab, whose viewer prints it.
 */
function printBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'PDF';
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    // The frame stays until the dialog is long gone; its URL is released with it.
    window.setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  frame.src = url;
  document.body.appendChild(frame);
}

/**
 * Preview (in a dialog, before sending), download and temporary link of a document's PDF; one request at a time, the
 * busy button showing that it works.
 */
export const PdfActions = ({ load, link, fileName, title, printable = false }: PdfActionsProps) => {
  const { t } = useTranslation(['ui', 'common']);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [shared, setShared] = useState<{ url: string; expiresAt: string } | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const command = useCommand(pdfCommands, {
    onDone: ({ kind }, result) => {
      if ('link' in result) setShared(result.link);
      else if (kind === 'preview') setPreviewUrl(URL.createObjectURL(result.file.blob));
      else if (kind === 'print') printBlob(result.file.blob);
      else saveBlob(result.file.blob, result.file.fileName ?? fileName);
    },
  });
  // The preview's object URL lives as long as the dialog shows it.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const run = (kind: PdfCommandKind) => {
    // A new file starts with an empty bar; the link shows none.
    if (kind !== 'link') setProgress(null);
    command.run({ kind, source: link ? { load, link } : { load }, onProgress: setProgress });
  };
  const busy = (kind: PdfCommandKind) => command.running && command.command?.kind === kind;
  const loading = busy('preview') || busy('download') || busy('print');
  // Percent of the Content-Length arrived; indeterminate until the answer starts, or when the length is unknown.
  const percent = progress?.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button variant="secondary" icon={<Eye size={16} aria-hidden="true" />} loading={busy('preview')} disabled={command.running && !busy('preview')} onClick={() => run('preview')}>
          {t('ui:pdf.preview')}
        </Button>
        <Button variant="secondary" icon={<DownloadIcon size={16} aria-hidden="true" />} loading={busy('download')} disabled={command.running && !busy('download')} onClick={() => run('download')}>
          {busy('download') ? t('ui:pdf.downloading') : t('ui:pdf.download')}
        </Button>
        {printable ? (
          <Button variant="secondary" icon={<Printer size={16} aria-hidden="true" />} loading={busy('print')} disabled={command.running && !busy('print')} onClick={() => run('print')}>
            {t('ui:pdf.print')}
          </Button>
        ) : null}
        {link ? (
          <Button variant="ghost" icon={<Link2 size={16} aria-hidden="true" />} loading={busy('link')} disabled={command.running && !busy('link')} onClick={() => run('link')}>
            {t('ui:pdf.link')}
          </Button>
        ) : null}
      </div>
      <DownloadStatus
        running={loading}
        percent={percent}
        label={t('ui:pdf.progress', { name: fileName })}
        visibleLabel={t('ui:pdf.downloading')}
        errorTag={command.errorTag}
        onDismiss={command.dismiss}
      />
      {shared ? (
        <Alert tone="info" onDismiss={() => setShared(null)}>
          <a href={shared.url} className={css({ color: 'accent', textDecoration: 'underline', overflowWrap: 'anywhere' })}>
            {t('ui:pdf.linkReady')}
          </a>
        </Alert>
      ) : null}
      <Dialog open={previewUrl !== null} onOpenChange={(open) => (open ? undefined : setPreviewUrl(null))} title={title}>
        {previewUrl ? <iframe title={title} src={previewUrl} className={css({ w: '100%', h: '70vh', borderWidth: '1px', borderColor: 'border' })} /> : null}
      </Dialog>
    </div>
  );
};
