import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { priceListCreate } from '../../machines/records/priceLists.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyPriceList, priceListBody, priceListRules, type PriceListFormValues } from './priceListForm.ts';
import { PriceListForm } from './PriceListForm.tsx';


/** price-lists/create: then the new list, where its articles are added. */
const PriceListCreateRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(priceListCreate, {
    initialValues: emptyPriceList,
    validate: formRules<PriceListFormValues>(t, priceListRules),
    request: (values: PriceListFormValues) => priceListBody(values),
    onSucceeded: (list) => {
      notify.success(t('common:notices.created', { name: t('priceLists:entity') }));
      navigate(`/price-lists/${list.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('priceLists:entity') })),
  });
  return (
    <>
      <PageHeader title={t('priceLists:create.title')} breadcrumbs={[{ label: t('priceLists:list.title'), href: '/price-lists' }, { label: t('priceLists:create.title') }]} />
      <PriceListForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/price-lists')} />
    </>
  );
};

export default PriceListCreateRoute;
