import Mail from 'lucide-react/icons/mail';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { NewsletterList } from '../../api/newsletter.ts';
import { newsletterListQuery, newsletterListsList, type NewsletterListFilters } from '../../machines/records/newsletter.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { Button } from '../components/Button.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { errorTagText } from '../components/messageText.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TextField } from '../components/TextField.tsx';
import { usePagedList, type PagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { NEWSLETTER_NOTICE_ID, newsletterBlock } from './newsletterBlock.ts';
import { NewsletterNotice } from './NewsletterNotice.tsx';
import { routeTo } from './routeTo.ts';
import { usePreference } from '../app/sessionHooks.ts';

/** newsletter/lists: the mailing service's lists, searchable, 50 per page. */
const NewsletterListsRoute = () => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  const canCreate = usePermission('recipients.create');
  const list = usePagedList(
    newsletterListsList,
    {},
    { address: { filters: ['search'] } },
  );
  const block = newsletterBlock(list.errorTag, usePreference('newsletter.enabled'));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('newsletter:lists.title')}
        actions={
          <>
            {/* Reading the lists needs the mailing service too: no export while it is unavailable. */}
            {block === null ? (
              <ExportMenu list="newsletter-lists" query={newsletterListQuery(list.filters)} fileName={t('newsletter:lists.title')} />
            ) : null}
            {canCreate && block !== null ? (
              // Creating needs the mailing service: the buttons stay in place, disabled, pointing at the reason.
              <>
                <Button variant="secondary" icon={<Plus size={16} aria-hidden="true" />} disabled aria-describedby={NEWSLETTER_NOTICE_ID}>
                  {t('newsletter:groups.create')}
                </Button>
                <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} disabled aria-describedby={NEWSLETTER_NOTICE_ID}>
                  {t('newsletter:lists.create')}
                </Button>
              </>
            ) : canCreate ? (
              <>
                <Link href={routeTo.newsletterGroupCreate()} className={button({ variant: 'secondary' })}>
                  <Plus size={16} aria-hidden="true" />
                  <span>{t('newsletter:groups.create')}</span>
                </Link>
                <Link href="/newsletter/lists/create" className={button({ variant: 'primary' })}>
                  <Plus size={16} aria-hidden="true" />
                  <span>{t('newsletter:lists.create')}</span>
                </Link>
              </>
            ) : null}
          </>
        }
      />
      {/* Blocked, there is nothing to search or list: the reason is said once, with the way to its settings. */}
      {block !== null ? <NewsletterNotice block={block} /> : <Lists list={list} />}
    </div>
  );
};

const Lists = ({ list }: { list: PagedList<NewsletterList, NewsletterListFilters> }) => {
  const { t } = useTranslation(['newsletter', 'common', 'ui']);
  return (
    <>
      <FilterBar label={t('common:actions.search')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
      </FilterBar>
      <DataTable
        caption={t('newsletter:lists.title')}
        rows={list.items}
        rowKey={(item) => item.idList}
        status={list.status}
        reloading={list.reloading}
        onRetry={list.retry}
        errorMessage={list.errorTag ? errorTagText(t, list.errorTag) : undefined}
        errorTag={list.errorTag}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('newsletter:lists.empty'), icon: <Mail size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'name',
            header: t('newsletter:fields.name'),
            cell: (item) => (
              <Link href={routeTo.newsletterListShow(String(item.idList))} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {item.Name}
              </Link>
            ),
          },
          { key: 'description', header: t('newsletter:fields.description'), cell: (item) => item.Description ?? '—', hideBelow: 'md' },
          { key: 'owner', header: t('newsletter:fields.ownerEmail'), cell: (item) => item.OwnerEmail ?? '—', hideBelow: 'lg' },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </>
  );
};

export default NewsletterListsRoute;
