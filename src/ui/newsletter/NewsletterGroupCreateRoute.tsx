import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { NewsletterList } from '../../api/newsletter.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { newsletterGroupCreate, newsletterListRecord } from '../../machines/records/newsletter.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { groupBody, groupValidate, type GroupFormValues } from './groupForm.ts';
import { NewsletterGroupForm } from './NewsletterGroupForm.tsx';
import { routeTo } from './routeTo.ts';

const CreateGroup = ({ list }: { list: NewsletterList | null }) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(newsletterGroupCreate, {
    initialValues: { listId: list ? String(list.idList) : null, listName: list?.Name ?? null, name: '', notes: '' },
    validate: groupValidate(t),
    // The form's rule already refuses a missing list; the call is never made without one.
    request: (values: GroupFormValues) => ({ listId: values.listId === null ? null : Number(values.listId), body: groupBody(values) }),
    onSucceeded: (group) => {
      notify.success(t('common:notices.created', { name: t('newsletter:entity.group') }));
      navigate(routeTo.newsletterListShow(String(group.idList)));
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('newsletter:entity.group') })),
  });
  return <NewsletterGroupForm form={form} pickList submitLabel={t('common:actions.create')} onCancel={() => navigate(list ? routeTo.newsletterListShow(String(list.idList)) : routeTo.newsletterLists())} />;
};

/** newsletter/groups/create (Add panel): the list comes from `?listId=` or from the picker. */
const NewsletterGroupCreateRoute = () => {
  const { t } = useTranslation(['newsletter', 'common']);
  const listId = idFromParam(new URLSearchParams(useSearch()).get('listId') ?? undefined);
  const list = useRecord(newsletterListRecord, guardMessage('newsletterListIdRequiredToCreateGroup'), listId);
  return (
    <>
      <PageHeader
        title={t('newsletter:groups.createTitle')}
        breadcrumbs={[
          { label: t('newsletter:lists.title'), href: routeTo.newsletterLists() },
          ...(list.record ? [{ label: list.record.Name, href: routeTo.newsletterListShow(String(list.record.idList)) }] : []),
          { label: t('newsletter:groups.createTitle') },
        ]}
      />
      {listId === null ? (
        <CreateGroup list={null} />
      ) : (
        <RecordState {...list} onRetry={list.retry}>
          {(record) => <CreateGroup key={record.idList} list={record} />}
        </RecordState>
      )}
    </>
  );
};

export default NewsletterGroupCreateRoute;
