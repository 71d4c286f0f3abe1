import { useActorRef } from '@xstate/react';
import { Effect } from 'effect';
import DownloadIcon from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Download } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import type { MediaItem } from '../../api/media.ts';
import { guardMessage, type GuardFailure as GuardFailureName } from '../../domain/guards/guardMessages.ts';
import { createCommandMachine } from '../../machines/generic/command.machine.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { GuardFailure } from '../../machines/generic/guardFailure.ts';
import { createUploadMachine } from '../../machines/generic/upload.machine.ts';
import { uploadFileCallback, type UploadWithProgress } from '../../machines/generic/uploadFileCallback.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataList } from './DataList.tsx';
import { Dialog } from './Dialog.tsx';
import { UploadQueueField } from './UploadQueueField.tsx';
import { IconButton } from './IconButton.tsx';
import { errorTagText, messageText } from './messageText.ts';
import { notify } from './notify.ts';
import { saveBlob } from './saveBlob.ts';
import { TextField } from './TextField.tsx';
import { useCommand } from './useCommand.ts';
import { useConfirmAction } from './useConfirmAction.ts';

export type MediaCalls = {
  upload: UploadWithProgress<MediaItem>;
  download: (mediaId: number) => Effect.Effect<Download, ApiError>;
  rename: (mediaId: number, fileName: string) => Effect.Effect<MediaItem, ApiError>;
  /** Left out where attachments cannot be deleted (packages): no delete button then. */
  remove?: (mediaId: number) => Effect.Effect<void, ApiError>;
};

export type MediaPanelProps = {
  /** Accessible name of the file list, e.g. "Attachments of the task". */
  label: string;
  items: readonly MediaItem[];
  /** The record the files belong to; null → downloads are refused with `missingOwner`'s message. */
  ownerId: number | null;
  missingOwner: GuardFailureName;
  calls: MediaCalls;
  /** Upload, rename and delete (the record's update permission). */
  canEdit: boolean;
  /** After any change: the screen reloads its record. */
  onChanged: () => void;
};

// Each command carries what its guards check (the owner and the files listed when it was asked for), so the
// actor never reads props from an earlier render.
type MediaTarget = { mediaId: number; ownerId: number | null; listed: readonly number[] };
type MediaCommand = (MediaTarget & { kind: 'download'; fileName: string }) | (MediaTarget & { kind: 'rename'; fileName: string });

const uploads = createUploadMachine<MediaItem>();
const commands = createCommandMachine<MediaCommand, Download | MediaItem>();
const deletion = createConfirmActionMachine<MediaItem, void>();

const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} kB` : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

const isDownload = (result: Download | MediaItem): result is Download => 'blob' in result;

/**
 * A record's attachments (tasks, works, profiles, goals, packages): upload with a progress bar per file, download
 * under the original name, rename, delete after a confirmation. The screen gives the calls of its resource.
 */
export const MediaPanel = ({ label, items, ownerId, missingOwner, calls, canEdit, onChanged }: MediaPanelProps) => {
  const { t, i18n } = useTranslation(['ui', 'common', 'errors']);
  const [renaming, setRenaming] = useState<{ mediaId: number; fileName: string } | null>(null);
  const upload = useActorRef(
    uploads.provide({ actors: { uploadFile: uploadFileCallback(calls.upload) }, actions: { fileUploaded: () => onChanged() } }),
  );
  const command = useCommand(commands, {
    execute: (next) => {
      if (next.ownerId === null) return Effect.fail(new GuardFailure(guardMessage(missingOwner)));
      if (!next.listed.includes(next.mediaId)) return Effect.fail(new GuardFailure(guardMessage('mediaNotFound')));
      return next.kind === 'download' ? calls.download(next.mediaId) : calls.rename(next.mediaId, next.fileName);
    },
    onDone: (done, result) => {
      if (isDownload(result)) {
        saveBlob(result.blob, result.fileName ?? done.fileName);
        return;
      }
      setRenaming(null);
      notify.success(t('common:notices.updated', { name: result.fileName }));
      onChanged();
    },
  });
  const remove = useConfirmAction(deletion, {
    act: (item) => (calls.remove ? calls.remove(item.id) : Effect.void),
    onDone: (item) => {
      notify.success(t('common:notices.deleted', { name: item.fileName }));
      onChanged();
    },
    onFailed: (item) => notify.error(t('common:notices.notDeleted', { name: item.fileName })),
  });
  const target = (mediaId: number): MediaTarget => ({ mediaId, ownerId, listed: items.map((item) => item.id) });
  const failure = command.guardMessage ? messageText(t, command.guardMessage) : command.errorTag ? errorTagText(t, command.errorTag) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {canEdit ? (
        <UploadQueueField queue={upload} label={t('ui:media.upload')} hint={t('ui:media.uploadHint')} />
      ) : null}
      {failure !== null ? (
        <Alert tone="danger" onDismiss={command.dismiss}>
          {failure}
        </Alert>
      ) : null}
      <DataList
        label={label}
        items={items}
        itemKey={(item) => item.id}
        status="ready"
        empty={{ message: t('ui:media.empty'), icon: <FileText size={28} aria-hidden="true" /> }}
        renderItem={(item) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
            <div className={css({ flex: '1', minW: '10rem' })}>
              <div className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{item.fileName}</div>
              <div className={css({ color: 'muted', textStyle: 'small' })}>{sizeText(item.size, i18n.language)}</div>
            </div>
            <IconButton
              aria-label={t('ui:media.download', { name: item.fileName })}
              icon={<DownloadIcon size={16} />}
              disabled={command.running}
              onClick={() => command.run({ ...target(item.id), kind: 'download', fileName: item.fileName })}
            />
            {canEdit ? (
              <>
                <IconButton
                  aria-label={t('ui:media.rename', { name: item.fileName })}
                  icon={<Pencil size={16} />}
                  disabled={command.running}
                  onClick={() => setRenaming({ mediaId: item.id, fileName: item.fileName })}
                />
                {calls.remove ? <IconButton aria-label={t('ui:media.delete', { name: item.fileName })} icon={<Trash2 size={16} />} onClick={() => remove.ask(item)} /> : null}
              </>
            ) : null}
          </div>
        )}
      />
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => {
          if (!open) setRenaming(null);
        }}
        title={t('ui:media.renameTitle')}
        busy={command.running}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRenaming(null)} disabled={command.running}>
              {t('ui:confirm.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={command.running}
              disabled={renaming === null || renaming.fileName.trim() === ''}
              onClick={() => (renaming ? command.run({ ...target(renaming.mediaId), kind: 'rename', fileName: renaming.fileName.trim() }) : undefined)}
            >
              {t('common:actions.save')}
            </Button>
          </>
        }
      >
        {renaming ? (
          <TextField label={t('ui:media.fileName')} required value={renaming.fileName} onValueChange={(fileName) => setRenaming({ ...renaming, fileName })} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.fileName ?? '' })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};
