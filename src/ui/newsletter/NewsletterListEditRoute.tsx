import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { NewsletterList } from '../../api/newsletter.ts';
import { missingIdMessage, missingId } from '../../domain/guards/requireId.ts';
import { newsletterListRecord, newsletterListUpdate } from '../../machines/records/newsletter.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { listBody, listRules, listToValues, type ListFormValues } from './listForm.ts';
import { NewsletterListForm } from './NewsletterListForm.tsx';
import { routeTo } from './routeTo.ts';

const EditList = ({ list }: { list: NewsletterList }) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(newsletterListUpdate, {
    initialValues: listToValues(list),
    validate: formRules<ListFormValues>(t, listRules),
    request: (values: ListFormValues) => ({ id: list.idList, body: listBody(values) }),
    onSucceeded: (saved) => {
      notify.success(t('common:notices.updated', { name: t('newsletter:entity.list') }));
      navigate(routeTo.newsletterListShow(String(saved.idList)));
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('newsletter:entity.list') })),
  });
  return <NewsletterListForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate(routeTo.newsletterListShow(String(list.idList)))} />;
};

/** newsletter/lists/{listId}/edit: updating a list needs its id (spec §5). */
const NewsletterListEditRoute = () => {
  const { t } = useTranslation(['newsletter', 'common']);
  const { listId } = useParams<{ listId: string }>();
  const list = useRecord(newsletterListRecord, missingIdMessage(missingId('newsletterList')), idFromParam(listId));
  return (
    <>
      <PageHeader
        title={t('newsletter:lists.editTitle')}
        breadcrumbs={[
          { label: t('newsletter:lists.title'), href: routeTo.newsletterLists() },
          ...(list.record ? [{ label: list.record.Name, href: routeTo.newsletterListShow(String(list.record.idList)) }] : []),
          { label: t('newsletter:lists.editTitle') },
        ]}
      />
      <RecordState {...list} onRetry={list.retry}>
        {(record) => <EditList key={record.idList} list={record} />}
      </RecordState>
    </>
  );
};

export default NewsletterListEditRoute;
