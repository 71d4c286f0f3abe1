import { Effect } from 'effect';
import type { Download, DownloadProgress } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import { commandLogic } from './command.logic.ts';

// PdfActions' commands (preview, download, print, temporary link) on the generic command machine. The document's
// calls are a module logic's (e.g. `quotePdf(client, id)` in quotes.logic.ts) and travel in the command, as the
// export's filter does (listExport.logic.ts): the machine is bound once per mounted panel.

/** A document's PDF: the file (reporting how much has arrived) and, where offered, a signed temporary link. */
export type PdfSource = {
  readonly load: (onProgress: (progress: DownloadProgress) => void) => Effect.Effect<Download, ApiError>;
  readonly link?: () => Effect.Effect<{ url: string; expiresAt: string }, ApiError>;
};

export type PdfCommandKind = 'preview' | 'download' | 'link' | 'print';

export type PdfCommand = { readonly kind: PdfCommandKind; readonly source: PdfSource; readonly onProgress: (progress: DownloadProgress) => void };

export type PdfResult = { readonly file: Download } | { readonly link: { readonly url: string; readonly expiresAt: string } };

export const pdfCommands = commandLogic<PdfCommand, PdfResult>((_client, { kind, source, onProgress }): Effect.Effect<PdfResult, ApiError | Error> => {
  if (kind === 'link') return source.link ? Effect.map(source.link(), (link) => ({ link })) : Effect.fail(new Error('This document offers no link'));
  return Effect.map(source.load(onProgress), (file) => ({ file }));
});
