import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { PriceList } from '../../api/priceLists.ts';
import { priceListRecord, priceListUpdate } from '../../machines/records/priceLists.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { priceListBody, priceListRules, priceListToValues, type PriceListFormValues } from './priceListForm.ts';
import { PriceListForm } from './PriceListForm.tsx';


const EditPriceList = ({ priceList }: { priceList: PriceList }) => {
  const { t } = useTranslation(['priceLists', 'common']);
  const [, navigate] = useLocation();
  const initialValues = priceListToValues(priceList);
  const form = useForm(priceListUpdate, {
    initialValues,
    validate: formRules<PriceListFormValues>(t, priceListRules),
    // Saving what was loaded writes nothing: no request, so `updated_at` stays; the screen says so (unchangedSave.ts).
    request: (values: PriceListFormValues) => ({ id: priceList.id, body: bodyIfChanged(priceListBody, values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('priceLists:edit.unchanged'), updated: t('common:notices.updated', { name: t('priceLists:entity') }) });
      navigate(`/price-lists/${priceList.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('priceLists:entity') })),
  });
  return <PriceListForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/price-lists/${priceList.id}`)} />;
};

/** price-lists/{priceListId}/edit. */
const PriceListEditRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const { priceListId } = useParams<{ priceListId: string }>();
  const priceList = useRecord(priceListRecord, missingIdMessage(missingId('priceList')), idFromParam(priceListId));
  return (
    <>
      <PageHeader
        title={t('priceLists:edit.title')}
        breadcrumbs={[{ label: t('priceLists:list.title'), href: '/price-lists' }, ...(priceList.record ? [{ label: priceList.record.name, href: `/price-lists/${priceList.record.id}` }] : []), { label: t('priceLists:edit.title') }]}
      />
      <RecordState {...priceList} onRetry={priceList.retry}>
        {(record) => <EditPriceList key={record.id} priceList={record} />}
      </RecordState>
    </>
  );
};

export default PriceListEditRoute;
