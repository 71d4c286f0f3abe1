import Download from 'lucide-react/icons/download';
import FolderOpen from 'lucide-react/icons/folder-open';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { profileDocumentDownload, profileDocumentsList } from '../../machines/records/profiles.logic.ts';
import { DataList } from '../components/DataList.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Pagination } from '../components/Pagination.tsx';
import { saveBlob } from '../components/saveBlob.ts';
import { useCommand } from '../components/useCommand.ts';
import { usePagedList } from '../components/usePagedList.ts';

/** A profile's sub-tab "documents": the archived documents linked to it (GET /documents?profile_id), to download. */
export const ProfileDocumentsTab = ({ profileId }: { profileId: number }) => {
  const { t } = useTranslation(['documents', 'common']);
  const list = usePagedList(profileDocumentsList, {}, { context: profileId });
  const download = useCommand(profileDocumentDownload, {
    onDone: (doc, file) => saveBlob(file.blob, file.fileName ?? doc.file?.fileName ?? doc.title),
    onFailed: (doc) => notify.error(t('documents:notDownloaded', { name: doc.title })),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <DataList
        label={t('documents:ofProfile.title')}
        items={list.items}
        itemKey={(doc) => doc.id}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        empty={{ message: t('documents:ofProfile.empty'), icon: <FolderOpen size={28} aria-hidden="true" /> }}
        renderItem={(doc) => (
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' })}>
            <Link href={`/documents?search=${encodeURIComponent(doc.title)}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline', overflowWrap: 'anywhere' })}>
              {doc.title}
            </Link>
            <span className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'textMuted' })}>
              {doc.category ?? ''}
              {doc.file ? <IconButton aria-label={t('documents:download', { name: doc.title })} icon={<Download size={16} />} onClick={() => download.run(doc)} /> : null}
            </span>
          </div>
        )}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};
