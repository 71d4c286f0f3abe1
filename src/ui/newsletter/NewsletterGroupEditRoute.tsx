import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { newsletterGroupRecord, newsletterGroupUpdate, type GroupInList } from '../../machines/records/newsletter.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { groupBody, groupToValues, groupValidate, type GroupFormValues } from './groupForm.ts';
import { NewsletterGroupForm } from './NewsletterGroupForm.tsx';
import { routeTo } from './routeTo.ts';

const EditGroup = ({ list, group }: GroupInList) => {
  const { t } = useTranslation(['newsletter', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(newsletterGroupUpdate, {
    initialValues: groupToValues(group, list.Name),
    validate: groupValidate(t),
    request: (values: GroupFormValues) => ({ listId: list.idList, groupId: group.idGroup, body: groupBody(values) }),
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
  const params = useParams<{ listId: string; groupId: string }>();
  const listId = idFromParam(params.listId);
  const groupId = idFromParam(params.groupId);
  // Both ids are needed (spec §5); without one the guard message shows and nothing is asked.
  const record = useRecord(newsletterGroupRecord, guardMessage('newsletterListAndGroupIdRequiredToUpdateGroup'), listId === null || groupId === null ? null : listId, groupId ?? 0);
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
