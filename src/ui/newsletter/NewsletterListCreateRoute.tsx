import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { newsletterListCreate } from '../../machines/records/newsletter.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { emptyList, listBody, listRules, type ListFormValues } from './listForm.ts';
import { NewsletterListForm } from './NewsletterListForm.tsx';
import { routeTo } from './routeTo.ts';

/** newsletter/lists/create: after saving, the list's detail (newsletter.list.show). */
const NewsletterListCreateRoute = () => {
  const { t } = useTranslation(['newsletter', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(newsletterListCreate, {
    initialValues: emptyList,
    validate: formRules<ListFormValues>(t, listRules),
    request: (values: ListFormValues) => listBody(values),
    onSucceeded: (list) => {
      notify.success(t('common:notices.created', { name: t('newsletter:entity.list') }));
      navigate(routeTo.newsletterListShow(String(list.idList)));
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('newsletter:entity.list') })),
  });
  return (
    <>
      <PageHeader title={t('newsletter:lists.createTitle')} breadcrumbs={[{ label: t('newsletter:lists.title'), href: routeTo.newsletterLists() }, { label: t('newsletter:lists.createTitle') }]} />
      <NewsletterListForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate(routeTo.newsletterLists())} />
    </>
  );
};

export default NewsletterListCreateRoute;
