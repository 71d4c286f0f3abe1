import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { getNewsletterList, listNewsletterGroups, updateNewsletterGroup, type NewsletterGroup, type NewsletterList } from '../../api/newsletter.ts';
import { NotFound } from '../../api/errors.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { groupBody, groupToValues, groupValidate, type GroupFormValues } from './groupForm.ts';
import { NewsletterGroupForm } from './NewsletterGroupForm.tsx';
import { routeTo } from './routeTo.ts';

type GroupInList = { readonly list: NewsletterList; readonly group: NewsletterGroup };

const groupRecord = createRecordMachine<GroupInList>();
const groupForm = createFormMachine<GroupFormValues, NewsletterGroup>();

const EditGroup = ({ list, group }: GroupInList) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(groupForm, {
    initialValues: groupToValues(group, list.Name),
    validate: groupValidate(t),
    submit: (values) => updateNewsletterGroup(client, list.idList, group.idGroup, groupBody(values)),
    onSucceeded: (saved) => {
      notify.success(t('common:notices.updated', { name: t('newsletter:entity.group') }));
      navigate(routeTo.newsletterListShow(String(saved.idList)));
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('newsletter:entity.group') })),
  });
  return <NewsletterGroupForm form={form} pickList={false} submitLabel={t('common:actions.save')} onCancel={() => navigate(routeTo.newsletterListShow(String(list.idList)))} />;
};

/** newsletter/lists/{listId}/groups/{groupId}/edit: needs both ids (spec §5). */
const NewsletterGroupEditRoute = () => {
  const { t } = useTranslation(['newsletter', 'common']);
  const { client } = useApiClients();
  const params = useParams<{ listId: string; groupId: string }>();
  const listId = idFromParam(params.listId);
  const groupId = idFromParam(params.groupId);
  // The service has no "get one group": the group is found among its list's groups.
  const record = useRecord(groupRecord, guardMessage('newsletterListAndGroupIdRequiredToUpdateGroup'), listId === null || groupId === null ? null : listId, (id) =>
    Effect.flatMap(Effect.all([getNewsletterList(client, id), listNewsletterGroups(client, id, { pageSize: 500 })], { concurrency: 2 }), ([list, groups]) => {
      const group = groups.items.find((candidate) => candidate.idGroup === groupId);
      return group ? Effect.succeed({ list, group }) : Effect.fail(new NotFound({ message: 'Group not found.' }));
    }),
  );
  return (
    <>
      <PageHeader
        title={t('newsletter:groups.editTitle')}
        breadcrumbs={[
          { label: t('newsletter:lists.title'), href: routeTo.newsletterLists() },
          ...(record.record ? [{ label: record.record.list.Name, href: routeTo.newsletterListShow(String(record.record.list.idList)) }] : []),
          { label: t('newsletter:groups.editTitle') },
        ]}
      />
      <RecordState {...record} onRetry={record.retry}>
        {(found) => <EditGroup key={found.group.idGroup} list={found.list} group={found.group} />}
      </RecordState>
    </>
  );
};

export default NewsletterGroupEditRoute;
