import Package from 'lucide-react/icons/package';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { PriceListArticle, PriceListArticleSortField } from '../../api/priceLists.ts';
import { priceListArticleRemoval, priceListArticlesExport, priceListArticlesList, priceListSearchQuery } from '../../machines/records/priceLists.logic.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { pagedTableProps } from '../components/pagedTableProps.ts';
import { DataTable } from '../components/DataTable.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Pagination } from '../components/Pagination.tsx';
import { TextField } from '../components/TextField.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePagedList } from '../components/usePagedList.ts';
import { ExportMenu } from '../components/ExportMenu.tsx';
import { usePermission } from '../components/usePermission.ts';
import { PriceListArticleAdd } from './PriceListArticleAdd.tsx';
import { PriceListArticleEdit } from './PriceListArticleEdit.tsx';

const sortKey = (field: PriceListArticleSortField): PriceListArticleSortField => field;

/**
 * Tab "articles" of a price list: its prices (searchable, sortable, 50 per page); add an article, change the price
 * and discount of one it carries (the row's pencil opens them in place of the add form), remove one.
 */
export const PriceListArticlesTab = ({ priceListId, currency, onChanged }: { priceListId: number; currency: string; onChanged: () => void }) => {
  const { t } = useTranslation(['priceLists', 'common', 'articles']);
  const decimals = useDecimalFormat();
  const canUpdate = usePermission('price_lists.update');
  const [additions, setAdditions] = useState(0);
  const [editing, setEditing] = useState<PriceListArticle | null>(null);
  // The detail screen's address belongs to nobody else, but one list per screen owns it: this tab keeps its own.
  const list = usePagedList(priceListArticlesList, {}, { context: priceListId });
  const remove = useConfirmAction(priceListArticleRemoval, {
    onDone: () => {
      notify.success(t('priceLists:articles.removed'));
      list.reload();
      onChanged();
    },
    onFailed: () => notify.error(t('priceLists:articles.notRemoved')),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3' })}>
      {canUpdate && editing ? (
        <PriceListArticleEdit
          key={editing.articleId}
          priceListId={priceListId}
          row={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              list.reload();
              onChanged();
            }
          }}
        />
      ) : canUpdate ? (
        <PriceListArticleAdd
          key={additions}
          priceListId={priceListId}
          onAdded={() => {
            setAdditions((n) => n + 1);
            list.reload();
            onChanged();
          }}
        />
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end', justifyContent: 'space-between' })}>
        <TextField label={t('common:actions.search')} type="search" value={list.filters.search ?? ''} onValueChange={(search) => list.filter({ search })} />
        <ExportMenu
          command={priceListArticlesExport}
          filter={{ priceListId, query: priceListSearchQuery(list.filters, list.sort) }}
          fileName={t('priceLists:tabs.articles')}
        />
      </div>
      <DataTable
        caption={t('priceLists:tabs.articles')}
        {...pagedTableProps(list, t)}
        rowKey={(row) => row.articleId}
        empty={{ message: list.filters.search ? t('common:states.emptySearch') : t('priceLists:articles.empty'), icon: <Package size={28} aria-hidden="true" /> }}
        columns={[
          {
            key: 'code',
            header: t('articles:fields.code'),
            sortKey: sortKey('code'),
            cell: (row) => (
              <Link href={`/articles/${row.articleId}`} className={css({ fontWeight: '600', color: 'accent', textDecoration: 'underline' })}>
                {row.code}
              </Link>
            ),
          },
          { key: 'description', header: t('articles:fields.description'), sortKey: sortKey('description'), cell: (row) => row.description },
          { key: 'listPrice', header: t('priceLists:articles.listPrice'), sortKey: sortKey('list_price'), align: 'end', hideBelow: 'lg', cell: (row) => (currency === 'EUR' ? decimals.unitPrice(row.listPrice) : decimals.money(row.listPrice, currency)) },
          { key: 'price', header: t('priceLists:articles.price'), sortKey: sortKey('price'), align: 'end', cell: (row) => (currency === 'EUR' ? decimals.unitPrice(row.price) : decimals.money(row.price, currency)) },
          { key: 'discount', header: t('priceLists:articles.discount'), sortKey: sortKey('discount_percent'), align: 'end', hideBelow: 'md', cell: (row) => decimals.percent(row.discountPercent) },
          ...(canUpdate
            ? [
                {
                  key: 'remove',
                  header: <span className={css({ srOnly: true })}>{t('priceLists:articles.actions')}</span>,
                  align: 'end' as const,
                  cell: (row: PriceListArticle) => (
                    <span className={css({ display: 'inline-flex', gap: '1' })}>
                      <IconButton icon={<Pencil size={16} />} aria-label={t('priceLists:articles.edit', { code: row.code })} onClick={() => setEditing(row)} />
                      <IconButton icon={<Trash2 size={16} />} aria-label={t('priceLists:articles.remove', { code: row.code })} onClick={() => remove.ask({ ...row, priceListId })} />
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      {list.meta ? <Pagination page={list.meta.currentPage} pageSize={list.meta.perPage} total={list.meta.total} onPageChange={list.goToPage} /> : null}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('priceLists:articles.removeTitle', { code: remove.payload?.code ?? '' })}
        description={t('priceLists:articles.removeHint')}
        confirmLabel={t('priceLists:articles.removeConfirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};
