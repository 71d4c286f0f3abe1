import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteArticle, getArticle, type Article } from '../../api/articles.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { ARTICLE_TAXONOMIES } from './articleForm.ts';

const articleRecord = createRecordMachine<Article>();
const articleDeletion = createConfirmActionMachine<Article, void>();

const dash = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** articles/{articleId}: tabs overview (what sales staff quote from) and detail (classification, stock, dates). */
const ArticleDetailRoute = () => {
  const { t } = useTranslation(['articles', 'common']);
  const { client } = useApiClients();
  const decimals = useDecimalFormat();
  const dates = useDateFormat();
  const [, navigate] = useLocation();
  const { articleId } = useParams<{ articleId: string }>();
  const canUpdate = usePermission('articles.update');
  const canDelete = usePermission('articles.delete');
  const article = useRecord(articleRecord, missingIdMessage(missingId('article')), idFromParam(articleId), (id) => getArticle(client, id));
  const remove = useConfirmAction(articleDeletion, {
    act: (target) => deleteArticle(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('articles:entity') }));
      navigate('/articles');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('articles:entity') })),
  });
  const [tab, setTab] = useState('overview');
  const record = article.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.description : t('articles:detail.title')}
        description={record?.code}
        breadcrumbs={[{ label: t('articles:list.title'), href: '/articles' }, { label: record?.code ?? t('articles:detail.title') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/articles/${record.id}/edit`} className={button({ variant: 'secondary' })}>
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
      <RecordState {...article} onRetry={article.retry}>
        {(current) => (
          <Tabs
            label={t('articles:detail.tabs')}
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'overview',
                label: t('articles:detail.overview'),
                content: (
                  <DetailList
                    items={[
                      { label: t('articles:fields.code'), value: current.code },
                      { label: t('articles:fields.description'), value: current.description },
                      { label: t('articles:fields.unit'), value: t(`articles:units.${current.unit}`) },
                      { label: t('articles:fields.price'), value: decimals.unitPrice(current.price) },
                      { label: t('articles:fields.vatRate'), value: decimals.percent(current.vatRate) },
                      { label: t('articles:fields.cost'), value: decimals.unitPrice(current.cost) },
                      { label: t('articles:fields.active'), value: current.active ? t('articles:activeState.yes') : t('articles:activeState.no') },
                      { label: t('articles:fields.longDescription'), value: dash(current.longDescription) },
                    ]}
                  />
                ),
              },
              {
                value: 'detail',
                label: t('articles:detail.detail'),
                content: (
                  <DetailList
                    items={[
                      ...ARTICLE_TAXONOMIES.map((taxonomy) => ({ label: t(`articles:fields.${taxonomy.field}`), value: dash(current[taxonomy.field]?.name) })),
                      { label: t('articles:fields.warehouse'), value: dash(current.warehouse?.name) },
                      { label: t('articles:fields.stockQuantity'), value: `${decimals.decimal(current.stockQuantity)} ${t(`articles:unitsShort.${current.unit}`)}` },
                      { label: t('articles:fields.barcode'), value: dash(current.barcode) },
                      { label: t('articles:fields.createdAt'), value: dates.dateTime(current.createdAt) },
                      { label: t('articles:fields.updatedAt'), value: dates.dateTime(current.updatedAt) },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.code ?? '' })}
        description={t('articles:detail.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default ArticleDetailRoute;
