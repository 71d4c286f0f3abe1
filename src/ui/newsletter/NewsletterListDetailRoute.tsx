import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteNewsletterList, getNewsletterList, listNewsletterGroups, type NewsletterGroup, type NewsletterList } from '../../api/newsletter.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createPagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { newsletterBlock } from './newsletterBlock.ts';
import { NewsletterNotice } from './NewsletterNotice.tsx';
import { RecipientsTab } from './RecipientsTab.tsx';
import { routeTo } from './routeTo.ts';
import { dash } from '../components/emptyValue.ts';

const listRecord = createRecordMachine<NewsletterList>();
const listDeletion = createConfirmActionMachine<NewsletterList, void>();
const groupsList = createPagedListMachine<NewsletterGroup, Record<string, never>>();

const Groups = ({ list, groups }: { list: NewsletterList; groups: ReturnType<typeof useGroups> }) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const canCreate = usePermission('recipients.create');
  const canUpdate = usePermission('recipients.update');
  const listId = String(list.idList);
  return (
    <Section
      title={t('newsletter:groups.title')}
      actions={
        canCreate ? (
          <Link href={routeTo.newsletterGroupCreate(listId)} className={button({ variant: 'secondary' })}>
            <Plus size={16} aria-hidden="true" />
            <span>{t('newsletter:groups.create')}</span>
          </Link>
        ) : null
      }
    >
      <DataTable
        caption={t('newsletter:groups.title')}
        rows={groups.items}
        rowKey={(group) => group.idGroup}
        status={groups.status}
        reloading={groups.reloading}
        onRetry={groups.retry}
        errorMessage={groups.errorTag ? errorTagText(t, groups.errorTag) : undefined}
        errorTag={groups.errorTag}
        empty={{ message: t('newsletter:groups.empty') }}
        columns={[
          {
            key: 'name',
            header: t('newsletter:fields.name'),
            cell: (group) =>
              canUpdate ? (
                <Link href={routeTo.newsletterGroupEdit(listId, String(group.idGroup))} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                  {group.Name}
                </Link>
              ) : (
                group.Name
              ),
          },
          { key: 'notes', header: t('newsletter:fields.notes'), cell: (group) => dash(group.Notes), hideBelow: 'md' },
        ]}
      />
    </Section>
  );
};

const useGroups = (listId: number) => {
  const { client } = useApiClients();
  return usePagedList(groupsList, ({ page, pageSize }) => listNewsletterGroups(client, listId, { page, pageSize }));
};

const ListBody = ({ list }: { list: NewsletterList }) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const groups = useGroups(list.idList);
  const [tab, setTab] = useState('recipients');
  return (
    <>
      <Section title={t('newsletter:lists.overview')}>
        <DetailList
          items={[
            { label: t('newsletter:fields.description'), value: dash(list.Description) },
            { label: t('newsletter:fields.ownerEmail'), value: dash(list.OwnerEmail) },
            { label: t('newsletter:fields.company'), value: dash(list.Company) },
            { label: t('newsletter:fields.business'), value: list.Business ? t('newsletter:fields.yes') : t('newsletter:fields.no') },
            { label: t('newsletter:fields.customer'), value: list.Customer ? t('newsletter:fields.yes') : t('newsletter:fields.no') },
            { label: t('newsletter:fields.notes'), value: dash(list.Notes) },
            { label: t('newsletter:fields.guid'), value: <code className={css({ wordBreak: 'break-all' })}>{list.listGuid}</code> },
          ]}
        />
      </Section>
      <Groups list={list} groups={groups} />
      <Tabs
        label={t('newsletter:lists.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[{ value: 'recipients', label: t('newsletter:recipients.title'), content: <RecipientsTab listId={list.idList} groups={groups.items} /> }]}
      />
    </>
  );
};

/** newsletter/lists/{listId} (route name newsletter.list.show): overview, groups, tab recipients. */
const NewsletterListDetailRoute = () => {
  const { t } = useTranslation(['newsletter', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const { listId } = useParams<{ listId: string }>();
  const canUpdate = usePermission('recipients.update');
  const canDelete = usePermission('recipients.delete');
  const list = useRecord(listRecord, missingIdMessage(missingId('newsletterList')), idFromParam(listId), (id) => getNewsletterList(client, id));
  const remove = useConfirmAction(listDeletion, {
    act: (target) => deleteNewsletterList(client, target.idList),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('newsletter:entity.list') }));
      navigate(routeTo.newsletterLists());
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('newsletter:entity.list') })),
  });
  const record = list.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.Name : t('newsletter:lists.detailTitle')}
        breadcrumbs={[{ label: t('newsletter:lists.title'), href: routeTo.newsletterLists() }, { label: record?.Name ?? t('newsletter:lists.detailTitle') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={routeTo.newsletterListEdit(String(record.idList))} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <NewsletterNotice block={newsletterBlock(list.errorTag, null)} />
      <RecordState {...list} onRetry={list.retry}>
        {(current) => <ListBody key={current.idList} list={current} />}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.Name ?? '' })}
        description={t('newsletter:lists.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default NewsletterListDetailRoute;
