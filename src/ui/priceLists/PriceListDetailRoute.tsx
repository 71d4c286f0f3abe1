import { useTranslation } from 'react-i18next';
import type { PriceList } from '../../api/priceLists.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { priceListDeletion, priceListRecord } from '../../machines/records/priceLists.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { PriceListArticlesTab } from './PriceListArticlesTab.tsx';

const priceListDetail: RecordDetailDescriptor<PriceList> = {
  ns: 'priceLists',
  keys: { entity: 'priceLists:entity', listTitle: 'priceLists:list.title', detailTitle: 'priceLists:detail.title', deleteHint: 'priceLists:detail.deleteHint', tabs: 'priceLists:detail.tabs' },
  listPath: '/price-lists',
  param: 'priceListId',
  missingMessage: missingIdMessage(missingId('priceList')),
  update: 'price_lists.update',
  delete: 'price_lists.delete',
  record: priceListRecord,
  deletion: priceListDeletion,
  title: (priceList) => priceList.name,
  subtitle: (priceList) => priceList.code ?? undefined,
  crumb: (priceList) => priceList.name,
  deleteName: (priceList) => priceList.name,
};

/** price-lists/{priceListId}: tabs overview and articles (the list's prices, add and remove). */
const PriceListDetailRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const dates = useDateFormat();
  return (
    <RecordDetailScreen
      descriptor={priceListDetail}
      tabs={(current, reload) => [
        {
          value: 'overview',
          label: t('priceLists:detail.overview'),
          content: (
            <DetailList
              items={[
                { label: t('priceLists:fields.name'), value: current.name },
                { label: t('priceLists:fields.code'), value: dash(current.code) },
                { label: t('priceLists:fields.currency'), value: current.currency },
                { label: t('priceLists:fields.validFrom'), value: dates.date(current.validFrom) },
                { label: t('priceLists:fields.validTo'), value: dates.date(current.validTo) },
                { label: t('priceLists:fields.articlesCount'), value: current.articlesCount },
                { label: t('priceLists:fields.notes'), value: dash(current.notes) },
              ]}
            />
          ),
        },
        { value: 'articles', label: t('priceLists:tabs.articles'), content: <PriceListArticlesTab priceListId={current.id} currency={current.currency} onChanged={reload} /> },
      ]}
    />
  );
};

export default PriceListDetailRoute;
