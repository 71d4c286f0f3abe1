import Package from 'lucide-react/icons/package';
import Plus from 'lucide-react/icons/plus';
import Tags from 'lucide-react/icons/tags';
import Warehouse from 'lucide-react/icons/warehouse';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { ArticleSortField } from '../../api/articles.ts';
import { articleQuery, articlesList, type ArticleFilters } from '../../machines/records/articles.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import type { ListAddressOptions } from '../components/listAddress.ts';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';
import { ARTICLE_TAXONOMIES } from './articleForm.ts';
import { taxonomyOptions } from '../../machines/records/options.logic.ts';

const ARTICLE_ADDRESS: ListAddressOptions<ArticleFilters> = {
  filters: ['search', ...ARTICLE_TAXONOMIES.flatMap((taxonomy) => [taxonomy.id, taxonomy.name])],
};

const sortKey = (field: ArticleSortField): ArticleSortField => field;
/** articles: search by code and description, filters by the six taxonomies, sortable columns; 50 per page. */
const ArticlesListRoute = () => {
  const { t } = useTranslation(['articles', 'common']);
  const { client } = useApiClients();
  const decimals = useDecimalFormat();
  const canCreate = usePermission('articles.create');
  const canManage = usePermission('articles.update');
  const canWarehouses = usePermission('warehouses.viewAny');
  const list = usePagedList(articlesList, {}, { address: ARTICLE_ADDRESS });
  const filtered = Boolean(list.filters.search || ARTICLE_TAXONOMIES.some((taxonomy) => list.filters[taxonomy.id]));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('articles:list.title')}
        actions={
          <>
            <ExportMenu list="articles" query={articleQuery(list.filters, list.sort)} fileName={t('articles:list.title')} />
            {canManage ? (
              <Link href="/articles/categories" className={button({ variant: 'secondary' })}>
                <Tags size={16} aria-hidden="true" />
                <span>{t('articles:taxonomy.manage')}</span>
              </Link>
            ) : null}
            {canWarehouses ? (
              <Link href="/warehouses" className={button({ variant: 'secondary' })}>
                <Warehouse size={16} aria-hidden="true" />
                <span>{t('articles:warehouses.title')}</span>
              </Link>
            ) : null}
            {canCreate ? (
              <Link href="/articles/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('articles:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('articles:list.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        {ARTICLE_TAXONOMIES.map((taxonomy) => (
          <RemoteCombobox
            key={taxonomy.kind}
            label={t(`articles:fields.${taxonomy.field}`)}
            value={list.filters[taxonomy.id] ?? null}
            selectedLabel={list.filters[taxonomy.name] ?? null}
            onValueChange={(id, name) => list.filter({ [taxonomy.id]: id, [taxonomy.name]: name })}
            load={taxonomyOptions(client, taxonomy.kind)}
          />
        ))}
      </FilterBar>
      <DataTable
        caption={t('articles:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(article) => article.id}
        empty={{ message: filtered ? t('common:states.emptySearch') : t('articles:list.empty'), icon: <Package size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'code',
            header: t('articles:fields.code'),
            sortKey: sortKey('code'),
            cell: (article) => (
              // A code is read whole: "PAS-SPA5" broke at its hyphen on a phone ("PAS-" / "SPA5").
              <Link href={`/articles/${article.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline', whiteSpace: 'nowrap' })}>
                {article.code}
              </Link>
            ),
          },
          { key: 'description', header: t('articles:fields.description'), sortKey: sortKey('description'), cell: (article) => article.description },
          { key: 'category', header: t('articles:fields.category'), sortKey: sortKey('category'), cell: (article) => article.category?.name ?? '—', hideBelow: 'lg' },
          { key: 'unit', header: t('articles:fields.unit'), sortKey: sortKey('unit'), cell: (article) => t(`articles:unitsShort.${article.unit}`), hideBelow: 'md' },
          { key: 'price', header: t('articles:fields.price'), sortKey: sortKey('price'), align: 'end', cell: (article) => decimals.unitPrice(article.price) },
          { key: 'stock', header: t('articles:fields.stockQuantity'), sortKey: sortKey('stock_quantity'), align: 'end', hideBelow: 'md', cell: (article) => decimals.decimal(article.stockQuantity) },
          { key: 'active', header: t('articles:fields.active'), sortKey: sortKey('active'), hideBelow: 'lg', cell: (article) => (article.active ? t('articles:activeState.yes') : t('articles:activeState.no')) },
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
    </div>
  );
};

export default ArticlesListRoute;
