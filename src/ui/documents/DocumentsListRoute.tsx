import Download from 'lucide-react/icons/download';
import FolderOpen from 'lucide-react/icons/folder-open';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { ArchivedDocument, DocumentSortField } from '../../api/documents.ts';
import { documentDeletion, documentDownload, documentsList, documentsQuery, documentUpload } from '../../machines/records/documents.logic.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { UploadQueueField } from '../components/UploadQueueField.tsx';
import { REFUSED_EXTENSIONS_HINT } from '../../domain/uploadFileTypes.ts';
import { FilterBar } from '../components/FilterBar.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { saveBlob } from '../components/saveBlob.ts';
import { Section } from '../components/Section.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { useUploadQueue } from '../components/useUploadQueue.ts';
import { DocumentEditDialog } from './DocumentEditDialog.tsx';
import { fileSizeText } from '../components/fileSize.ts';

const sortKey = (field: DocumentSortField): DocumentSortField => field;

/** documents: the archive (spec §1), newest first; upload with progress, download, delete after a confirmation. */
const DocumentsListRoute = () => {
  const { t, i18n } = useTranslation(['documents', 'common']);
  const dates = useDateFormat();
  const canCreate = usePermission('documents.create');
  const canDelete = usePermission('documents.delete');
  const canUpdate = usePermission('documents.update');
  const [editing, setEditing] = useState<ArchivedDocument | null>(null);
  const [category, setCategory] = useState('');
  const list = usePagedList(documentsList, {}, { address: { filters: ['search', 'category'] } });
  const uploads = useUploadQueue(
    documentUpload,
    { category },
    {
      onUploaded: () => {
        notify.success(t('common:notices.created', { name: t('documents:entity') }));
        list.reload();
      },
    },
  );
  const remove = useConfirmAction(documentDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('documents:entity') }));
      list.reload();
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('documents:entity') })),
  });
  const download = useCommand(documentDownload, {
    onDone: (doc, file) => saveBlob(file.blob, file.fileName ?? doc.file?.fileName ?? doc.title),
    onFailed: (doc) => notify.error(t('documents:notDownloaded', { name: doc.title })),
  });
  const filtered = Boolean(list.filters.search || list.filters.category);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('documents:title')}
        description={t('documents:description')}
        actions={
          <ExportMenu list="documents" query={documentsQuery(list.filters, list.sort)} fileName={t('documents:title')} />
        }
      />
      {canCreate ? (
        <Section title={t('documents:upload.title')}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <TextField label={t('documents:upload.category')} hint={t('documents:upload.categoryHint')} value={category} onValueChange={setCategory} />
            <UploadQueueField queue={uploads} label={t('documents:upload.files')} hint={t('documents:upload.hint', { extensions: REFUSED_EXTENSIONS_HINT })} />
          </div>
        </Section>
      ) : null}
      <FilterBar label={t('documents:filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <TextField label={t('documents:fields.category')} value={list.filters.category ?? ''} onValueChange={(value) => list.filter({ category: value })} />
      </FilterBar>
      <DataTable
        caption={t('documents:title')}
        {...pagedTableProps(list, t)}
        rowKey={(doc) => doc.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('documents:empty'), icon: <FolderOpen size={28} aria-hidden="true" /> }}
        columns={[
          { key: 'title', header: t('documents:fields.title'), sortKey: sortKey('title'), cell: (doc) => <span className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{doc.title}</span> },
          { key: 'category', header: t('documents:fields.category'), sortKey: sortKey('category'), cell: (doc) => doc.category ?? '—', hideBelow: 'sm' },
          { key: 'file', header: t('documents:fields.file'), cell: (doc) => (doc.file ? `${doc.file.fileName} · ${fileSizeText(doc.file.size, i18n.language)}` : '—'), hideBelow: 'lg' },
          { key: 'profile', header: t('documents:fields.profile'), cell: (doc) => doc.profile?.name ?? '—', hideBelow: 'md' },
          { key: 'createdBy', header: t('documents:fields.createdBy'), cell: (doc) => doc.createdBy?.name ?? '—', hideBelow: 'md' },
          { key: 'createdAt', header: t('documents:fields.createdAt'), sortKey: sortKey('created_at'), cell: (doc) => dates.dateTime(doc.createdAt), hideBelow: 'md' },
          {
            key: 'actions',
            header: t('documents:fields.actions'),
            align: 'end',
            cell: (doc) => (
              <div className={css({ display: 'flex', gap: '1', justifyContent: 'flex-end' })}>
                {doc.file ? <IconButton aria-label={t('documents:download', { name: doc.title })} icon={<Download size={16} />} onClick={() => download.run(doc)} /> : null}
                {canUpdate ? <IconButton aria-label={t('documents:editAction', { name: doc.title })} icon={<Pencil size={16} />} onClick={() => setEditing(doc)} /> : null}
                {canDelete ? <IconButton aria-label={t('documents:delete', { name: doc.title })} icon={<Trash2 size={16} />} onClick={() => remove.ask(doc)} /> : null}
              </div>
            ),
          },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
      {editing ? (
        <DocumentEditDialog
          key={editing.id}
          document={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(t('common:notices.updated', { name: saved.title }));
            list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.title ?? '' })}
        description={t('documents:deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default DocumentsListRoute;
