import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { createNewsletterGroup, getNewsletterList, type NewsletterGroup, type NewsletterList } from '../../api/newsletter.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { groupBody, groupValidate, type GroupFormValues } from './groupForm.ts';
import { NewsletterGroupForm } from './NewsletterGroupForm.tsx';
import { routeTo } from './routeTo.ts';

const groupForm = createFormMachine<GroupFormValues, NewsletterGroup>();
const listRecord = createRecordMachine<NewsletterList>();

const CreateGroup = ({ list }: { list: NewsletterList | null }) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(groupForm, {
    initialValues: { listId: list ? String(list.idList) : null, listName: list?.Name ?? null, name: '', notes: '' },
    validate: groupValidate(t),
    // The form's rule already refuses a missing list; the call is never made without one.
    submit: (values) => (values.listId === null ? Effect.die('no list') : createNewsletterGroup(client, Number(values.listId), groupBody(values))),
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
  const { client } = useApiClients();
  const listId = idFromParam(new URLSearchParams(useSearch()).get('listId') ?? undefined);
  const list = useRecord(listRecord, guardMessage('newsletterListIdRequiredToCreateGroup'), listId, (id) => getNewsletterList(client, id));
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
