import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deletePriceList, getPriceList, type PriceList } from '../../api/priceLists.ts';
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
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { PriceListArticlesTab } from './PriceListArticlesTab.tsx';

const priceListRecord = createRecordMachine<PriceList>();
const priceListDeletion = createConfirmActionMachine<PriceList, void>();

const dash = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** price-lists/{priceListId}: tabs overview and articles (the list's prices, add and remove). */
const PriceListDetailRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const { client } = useApiClients();
  const dates = useDateFormat();
  const [, navigate] = useLocation();
  const { priceListId } = useParams<{ priceListId: string }>();
  const canUpdate = usePermission('price_lists.update');
  const canDelete = usePermission('price_lists.delete');
  const priceList = useRecord(priceListRecord, missingIdMessage(missingId('priceList')), idFromParam(priceListId), (id) => getPriceList(client, id));
  const remove = useConfirmAction(priceListDeletion, {
    act: (target) => deletePriceList(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('priceLists:entity') }));
      navigate('/price-lists');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('priceLists:entity') })),
  });
  const [tab, setTab] = useState('overview');
  const record = priceList.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.name : t('priceLists:detail.title')}
        description={record?.code ?? undefined}
        breadcrumbs={[{ label: t('priceLists:list.title'), href: '/price-lists' }, { label: record?.name ?? t('priceLists:detail.title') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/price-lists/${record.id}/edit`} className={button({ variant: 'secondary' })}>
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
      <RecordState {...priceList} onRetry={priceList.retry}>
        {(current) => (
          <Tabs
            label={t('priceLists:detail.tabs')}
            value={tab}
            onValueChange={setTab}
            items={[
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
              { value: 'articles', label: t('priceLists:tabs.articles'), content: <PriceListArticlesTab priceListId={current.id} currency={current.currency} onChanged={priceList.reload} /> },
            ]}
          />
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.name ?? '' })}
        description={t('priceLists:detail.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default PriceListDetailRoute;
