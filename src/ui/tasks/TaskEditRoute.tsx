import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Task } from '../../api/tasks.ts';
import { taskDeletion, taskPartCommands, taskPartDeletion, taskRecord, taskUpdate } from '../../machines/records/tasks.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { formRules } from '../components/formRules.ts';
import { attachmentsTab } from '../components/attachmentsTab.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useForm } from '../components/useForm.ts';
import { useCanActOn } from '../components/useCanActOn.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import type { TaskCommand, TaskDeletion } from '../../machines/records/tasks.logic.ts';
import { TaskChecklists } from './TaskChecklists.tsx';
import { TaskComments } from './TaskComments.tsx';
import { isTaskUnchanged, taskRules, taskToValues, updateTaskBody, type TaskFormValues } from './taskForm.ts';
import { TaskForm } from './TaskForm.tsx';
import { TrackingPanel } from './TrackingPanel.tsx';
import { useTimeZone } from '../components/useTimeZone.ts';


type EditTaskProps = { task: Task; onSaved: (task: Task) => void; canUpdate: boolean };

const EditTaskFields = ({ task, onSaved, canUpdate }: EditTaskProps) => {
  const { t } = useTranslation(['tasks', 'common']);
  const [, navigate] = useLocation();
  const initialValues = taskToValues(task);
  const form = useForm(taskUpdate, {
    initialValues,
    validate: formRules<TaskFormValues>(t, taskRules),
    // Saving what was loaded writes nothing: no request, so neither the task, its event nor `updated_at` moves.
    request: (values: TaskFormValues) => ({ id: task.id, body: isTaskUnchanged(values, initialValues) ? null : updateTaskBody(values) }),
    onSucceeded: (saved) => {
      if (saved === null) {
        notify.info(t('tasks:edit.unchanged'));
        return;
      }
      notify.success(t('common:notices.updated', { name: t('tasks:entity') }));
      onSaved(saved);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('tasks:entity') })),
  });
  return <TaskForm form={form} mode="edit" readOnly={!canUpdate} submitLabel={t('common:actions.save')} onCancel={() => navigate('/tasks')} />;
};

/** The parts below the form: checklists, comments, attachments, sharing one command runner and one deletion dialog. */
const TaskParts = ({ task, canUpdate, canComment, onChanged }: { task: Task; canUpdate: boolean; canComment: boolean; onChanged: () => void }) => {
  const { t } = useTranslation(['tasks', 'common']);
  const [tab, setTab] = useState('checklists');
  const command = useCommand(taskPartCommands, {
    onDone: () => onChanged(),
    onFailed: (failed) => notify.error(t(failed.kind.startsWith('add') ? 'common:notices.notCreated' : 'common:notices.notUpdated', { name: t(failed.kind.endsWith('Comment') ? 'tasks:comments.entity' : 'tasks:checklists.entity') })),
  });
  const remove = useConfirmAction(taskPartDeletion, {
    onDone: (deletion) => {
      notify.success(t('common:notices.deleted', { name: deletion.name }));
      onChanged();
    },
  });
  // The checklists and comments name their part; the task it belongs to is this one.
  const run = (part: TaskCommand) => command.run({ ...part, taskId: task.id });
  const askDelete = (part: TaskDeletion) => remove.ask({ ...part, taskId: task.id });
  const failure = command.guardMessage ? messageText(t, command.guardMessage) : command.errorTag ? errorTagText(t, command.errorTag) : null;
  return (
    <>
      {failure ? (
        <Alert tone="danger" onDismiss={command.dismiss}>
          {failure}
        </Alert>
      ) : null}
      <Tabs
        label={t('tasks:edit.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'checklists',
            label: t('tasks:tabs.checklists'),
            content: <TaskChecklists checklists={task.checklists} canEdit={canUpdate} busy={command.running} run={run} askDelete={askDelete} />,
          },
          {
            value: 'comments',
            label: t('tasks:tabs.comments'),
            content: <TaskComments comments={task.comments} canEdit={canComment} busy={command.running} run={run} askDelete={askDelete} />,
          },
          attachmentsTab({ label: t('tasks:tabs.attachments'), owner: 'tasks', record: task, missingOwner: 'mediaNotFound', canEdit: canUpdate, onChanged }),
        ]}
      />
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.name ?? '' })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </>
  );
};

/** tasks/{taskId}/edit: the task's detail — time tracking, fields, checklists, comments and attachments. */
const TaskEditRoute = () => {
  const { t } = useTranslation(['tasks', 'common']);
  const [, navigate] = useLocation();
  const { taskId } = useParams<{ taskId: string }>();
  const timeZone = useTimeZone();
  const task = useRecord(taskRecord, missingIdMessage(missingId('task')), idFromParam(taskId));
  // The key, and the record scope: someone else's task (outside one's team) is read-only (the server answers 403).
  const mine = useCanActOn('tasks.management', [task.record?.assignee?.id]);
  const canComment = usePermission('tasks.update');
  const canUpdate = canComment && mine;
  const canDelete = usePermission('tasks.delete') && mine;
  const canChangeStatus = usePermission('tasks.changeStatus') && mine;
  const remove = useConfirmAction(taskDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('tasks:entity') }));
      navigate('/tasks');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('tasks:entity') })),
  });
  const record = task.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record?.summary ?? t('tasks:edit.title')}
        description={record?.work ? t('tasks:edit.ofWork', { name: record.work.name }) : undefined}
        breadcrumbs={[{ label: t('tasks:list.title'), href: '/tasks' }, { label: record?.summary ?? t('tasks:edit.title') }]}
        actions={
          record && canDelete ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      <RecordState {...task} onRetry={task.retry}>
        {(current) => (
          <>
            <TrackingPanel key={`tracking-${current.id}`} task={current} timeZone={timeZone} canChangeStatus={canChangeStatus} onChanged={task.replace} />
            <Section title={t('tasks:edit.details')}>
              <EditTaskFields key={`fields-${current.id}`} task={current} canUpdate={canUpdate} onSaved={task.replace} />
            </Section>
            <TaskParts task={current} canUpdate={canUpdate} canComment={canComment} onChanged={task.reload} />
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.summary ?? '' })}
        description={remove.payload?.event ? t('tasks:edit.deleteWithEvent') : t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default TaskEditRoute;
