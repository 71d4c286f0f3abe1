import { useTranslation } from 'react-i18next';
import type { Article } from '../../api/articles.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { articleDeletion, articleRecord } from '../../machines/records/articles.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { ARTICLE_TAXONOMIES } from './articleForm.ts';

const articleDetail: RecordDetailDescriptor<Article> = {
  ns: 'articles',
  keys: { entity: 'articles:entity', listTitle: 'articles:list.title', detailTitle: 'articles:detail.title', deleteHint: 'articles:detail.deleteHint', tabs: 'articles:detail.tabs' },
  listPath: '/articles',
  param: 'articleId',
  missingMessage: missingIdMessage(missingId('article')),
  update: 'articles.update',
  delete: 'articles.delete',
  record: articleRecord,
  deletion: articleDeletion,
  title: (article) => article.description,
  subtitle: (article) => article.code,
  crumb: (article) => article.code,
  deleteName: (article) => article.code,
};

/** articles/{articleId}: tabs overview (what sales staff quote from) and detail (classification, stock, dates). */
const ArticleDetailRoute = () => {
  const { t } = useTranslation(['articles', 'common']);
  const decimals = useDecimalFormat();
  const dates = useDateFormat();
  return (
    <RecordDetailScreen
      descriptor={articleDetail}
      tabs={(current) => [
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
  );
};

export default ArticleDetailRoute;
