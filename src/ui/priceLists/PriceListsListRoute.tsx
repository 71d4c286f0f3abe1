import Plus from 'lucide-react/icons/plus';
import Tags from 'lucide-react/icons/tags';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { PriceListSortField } from '../../api/priceLists.ts';
import { priceListSearchQuery, priceListsList } from '../../machines/records/priceLists.logic.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { TextField } from '../components/TextField.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { usePermission } from '../components/usePermission.ts';

const sortKey = (field: PriceListSortField): PriceListSortField => field;

/** price-lists: every list at once (no default page size, spec §9), searchable and sortable; no pager. */
const PriceListsListRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const dates = useDateFormat();
  const canCreate = usePermission('price_lists.create');
  // No page or page size in the call: the server then answers every price list (spec §9).
  const list = usePagedList(priceListsList, {}, { address: { filters: ['search'] } });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PageHeader
        title={t('priceLists:list.title')}
        actions={
          <>
            <ExportMenu list="price-lists" query={priceListSearchQuery(list.filters, list.sort)} fileName={t('priceLists:list.title')} />
            {canCreate ? (
              <Link href="/price-lists/create" className={button({ variant: 'primary' })}>
                <Plus size={16} aria-hidden="true" />
                <span>{t('priceLists:list.create')}</span>
              </Link>
            ) : null}
          </>
        }
      />
      <FilterBar label={t('priceLists:list.filters')}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
      </FilterBar>
      <DataTable
        caption={t('priceLists:list.title')}
        {...pagedTableProps(list, t)}
        rowKey={(priceList) => priceList.id}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('priceLists:list.empty'), icon: <Tags size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'name',
            header: t('priceLists:fields.name'),
            sortKey: sortKey('name'),
            cell: (priceList) => (
              <Link href={`/price-lists/${priceList.id}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {priceList.name}
              </Link>
            ),
          },
          { key: 'code', header: t('priceLists:fields.code'), sortKey: sortKey('code'), hideBelow: 'sm', cell: (priceList) => priceList.code ?? '—' },
          { key: 'validFrom', header: t('priceLists:fields.validFrom'), sortKey: sortKey('valid_from'), hideBelow: 'md', cell: (priceList) => dates.date(priceList.validFrom) },
          { key: 'validTo', header: t('priceLists:fields.validTo'), sortKey: sortKey('valid_to'), hideBelow: 'md', cell: (priceList) => dates.date(priceList.validTo) },
          { key: 'articles', header: t('priceLists:fields.articlesCount'), align: 'end', cell: (priceList) => priceList.articlesCount },
        ]}
      />
    </div>
  );
};

export default PriceListsListRoute;
