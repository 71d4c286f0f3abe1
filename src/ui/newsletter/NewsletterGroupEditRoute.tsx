import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { newsletterGroupDeletion, newsletterGroupRecord, newsletterGroupUpdate, type GroupInList } from '../../machines/records/newsletter.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useForm } from '../components/useForm.ts';
import { usePermission } from '../components/usePermission.ts';
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
  const [, navigate] = useLocation();
  // The contract's DELETE of a group, offered where the group is managed; the service says which groups it lets go.
  const canDelete = usePermission('recipients.delete');
  const remove = useConfirmAction(newsletterGroupDeletion, {
    onDone: ({ list }) => {
      notify.success(t('common:notices.deleted', { name: t('newsletter:entity.group') }));
      navigate(routeTo.newsletterListShow(String(list.idList)));
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('newsletter:entity.group') })),
  });
  const found = record.record;
  return (
    <>
      <PageHeader
        title={t('newsletter:groups.editTitle')}
        breadcrumbs={[
          { label: t('newsletter:lists.title'), href: routeTo.newsletterLists() },
          ...(found ? [{ label: found.list.Name, href: routeTo.newsletterListShow(String(found.list.idList)) }] : []),
          { label: t('newsletter:groups.editTitle') },
        ]}
        actions={
          found && canDelete && found.group.Deletable ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(found)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      <RecordState {...record} onRetry={record.retry}>
        {(current) => <EditGroup key={current.group.idGroup} list={current.list} group={current.group} />}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.group.Name ?? '' })}
        description={t('newsletter:groups.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </>
  );
};

export default NewsletterGroupEditRoute;
