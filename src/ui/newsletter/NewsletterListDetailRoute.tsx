import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { NewsletterList } from '../../api/newsletter.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { newsletterGroupsList, newsletterListDeletion, newsletterListRecord } from '../../machines/records/newsletter.logic.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { errorTagText } from '../components/messageText.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { newsletterBlock } from './newsletterBlock.ts';
import { NewsletterNotice } from './NewsletterNotice.tsx';
import { RecipientsTab } from './RecipientsTab.tsx';
import { routeTo } from './routeTo.ts';

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

const useGroups = (listId: number) => usePagedList(newsletterGroupsList, {}, { context: listId });

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

const newsletterListDetail: RecordDetailDescriptor<NewsletterList> = {
  ns: 'newsletter',
  keys: { entity: 'newsletter:entity.list', listTitle: 'newsletter:lists.title', detailTitle: 'newsletter:lists.detailTitle', deleteHint: 'newsletter:lists.deleteHint' },
  listPath: routeTo.newsletterLists(),
  param: 'listId',
  missingMessage: missingIdMessage(missingId('newsletterList')),
  update: 'recipients.update',
  delete: 'recipients.delete',
  record: newsletterListRecord,
  deletion: newsletterListDeletion,
  title: (list) => list.Name,
  crumb: (list) => list.Name,
  deleteName: (list) => list.Name,
  // The mailing service's lists are numbered `idList`.
  editHref: (list) => routeTo.newsletterListEdit(String(list.idList)),
};

/** newsletter/lists/{listId} (route name newsletter.list.show): overview, groups, tab recipients. */
const NewsletterListDetailRoute = () => (
  <RecordDetailScreen
    descriptor={newsletterListDetail}
    // The mailing service unavailable or not configured is said once, in place of the list it could not read.
    notice={(errorTag) => {
      const block = newsletterBlock(errorTag, null);
      return block === null ? null : <NewsletterNotice block={block} />;
    }}
    body={(current) => <ListBody key={current.idList} list={current} />}
  />
);

export default NewsletterListDetailRoute;
