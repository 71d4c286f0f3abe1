import DownloadIcon from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Download } from '../../api/effect.ts';
import type { MediaItem } from '../../api/media.ts';
import type { MediaOwner } from '../../api/recordMedia.ts';
import type { GuardFailure as GuardFailureName } from '../../domain/guards/guardMessages.ts';
import { REFUSED_EXTENSIONS_HINT } from '../../domain/uploadFileTypes.ts';
import { deletableOwner, mediaCommands, mediaDeletion, mediaUpload } from '../../machines/records/media.logic.ts';
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
import { useUploadQueue } from './useUploadQueue.ts';
import { fileSizeText } from './fileSize.ts';

export type MediaPanelProps = {
  /** Accessible name of the file list, e.g. "Attachments of the task". */
  label: string;
  items: readonly MediaItem[];
  /** The record the files belong to; null → downloads are refused with `missingOwner`'s message. */
  ownerId: number | null;
  missingOwner: GuardFailureName;
  /** Whose files: the calls go to `/{owner}/{ownerId}/media`. */
  owner: MediaOwner;
  /** Upload, rename and delete (the record's update permission). */
  canEdit: boolean;
  /** After any change: the screen reloads its record. */
  onChanged: () => void;
};

const isDownload = (result: Download | MediaItem): result is Download => 'blob' in result;

/**
 * A record's attachments (tasks, works, profiles, goals, packages): upload with a progress bar per file (the hint
 * names the refused kinds, the server's rule in src/domain/uploadFileTypes.ts; a refused file says why), download
 * under the original name, rename, delete after a confirmation. The calls are media.logic.ts's, for the owner given.
 */
export const MediaPanel = ({ label, items, ownerId, missingOwner, owner, canEdit, onChanged }: MediaPanelProps) => {
  const { t, i18n } = useTranslation(['ui', 'common', 'errors']);
  const [renaming, setRenaming] = useState<{ mediaId: number; fileName: string } | null>(null);
  const upload = useUploadQueue(mediaUpload, { owner, id: ownerId, missingOwner }, { onUploaded: () => onChanged() });
  const command = useCommand(mediaCommands, {
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
  const remove = useConfirmAction(mediaDeletion, {
    onDone: ({ item }) => {
      notify.success(t('common:notices.deleted', { name: item.fileName }));
      onChanged();
    },
    onFailed: ({ item }) => notify.error(t('common:notices.notDeleted', { name: item.fileName })),
  });
  const target = (mediaId: number) => ({ owner, ownerId, missingOwner, mediaId, listed: items.map((item) => item.id) });
  const failure = command.guardMessage ? messageText(t, command.guardMessage) : command.errorTag ? errorTagText(t, command.errorTag) : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {canEdit ? (
        <UploadQueueField queue={upload} label={t('ui:media.upload')} hint={t('ui:media.uploadHint', { extensions: REFUSED_EXTENSIONS_HINT })} />
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
              <div className={css({ color: 'muted', textStyle: 'small' })}>{fileSizeText(item.size, i18n.language)}</div>
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
                {deletableOwner(owner) && ownerId !== null ? <IconButton aria-label={t('ui:media.delete', { name: item.fileName })} icon={<Trash2 size={16} />} onClick={() => remove.ask({ owner, id: ownerId, item })} /> : null}
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
        title={t('common:confirmDeletion.title', { name: remove.payload?.item.fileName ?? '' })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};
