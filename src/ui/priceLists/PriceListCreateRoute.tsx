import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createPriceList, type PriceList } from '../../api/priceLists.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyPriceList, priceListBody, priceListRules, type PriceListFormValues } from './priceListForm.ts';
import { PriceListForm } from './PriceListForm.tsx';

const priceListForm = createFormMachine<PriceListFormValues, PriceList>();

/** price-lists/create: then the new list, where its articles are added. */
const PriceListCreateRoute = () => {
  const { t } = useTranslation(['priceLists', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(priceListForm, {
    initialValues: emptyPriceList,
    validate: formRules<PriceListFormValues>(t, priceListRules),
    submit: (values) => createPriceList(client, priceListBody(values)),
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
