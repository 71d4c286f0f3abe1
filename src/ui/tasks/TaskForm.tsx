import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Switch } from '../components/Switch.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { ChecklistDrafts } from './ChecklistDrafts.tsx';
import { useAssigneePicker } from './useAssigneePicker.ts';
import type { TaskFormValues } from './taskForm.ts';
import { profileOptions, taskTypeOptions, workOptions } from '../../machines/records/tasks.logic.ts';

export type TaskFormProps<Result> = {
  form: FormHandle<TaskFormValues, Result>;
  mode: 'create' | 'edit';
  submitLabel: string;
  onCancel: () => void;
  /** Edit only: the form is read-only without tasks.update. */
  readOnly?: boolean;
};

/** The fields of a task, shared by create and edit; checklists are typed here only when creating. */
export const TaskForm = <Result,>({ form, mode, submitLabel, onCancel, readOnly = false }: TaskFormProps<Result>) => {
  const { t } = useTranslation(['tasks', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const assignees = useAssigneePicker();
  return (
    <form {...form.formProps} aria-label={t(mode === 'create' ? 'tasks:create.title' : 'tasks:edit.formLabel')} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <fieldset disabled={readOnly} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
        <FormGrid>
          <FormGridFull>
            <TextField label={t('tasks:fields.summary')} name="summary" required maxLength={255} value={values.summary} onValueChange={(value) => change('summary', value)} errors={fieldErrors['summary']} />
          </FormGridFull>
          <DateTimeField label={t('tasks:fields.start')} name="start" required={values.withEvent} value={values.start} onValueChange={(value) => change('start', value)} errors={fieldErrors['start']} />
          <DateTimeField label={t('tasks:fields.end')} name="end" value={values.end} onValueChange={(value) => change('end', value)} errors={fieldErrors['end']} />
          <RemoteCombobox label={t('tasks:fields.work')} value={values.workId} selectedLabel={values.workName} onValueChange={pickerChange('workId', 'workName')} load={workOptions(client)} errors={fieldErrors['workId']} />
          <RemoteCombobox
            label={t('tasks:fields.profile')}
            value={values.profileId}
            selectedLabel={values.profileName}
            onValueChange={pickerChange('profileId', 'profileName')}
            load={profileOptions(client)}
            hint={t('tasks:fields.profileHint')}
            errors={fieldErrors['profileId']}
          />
          {assignees ? (
            <RemoteCombobox
              label={t('tasks:fields.assignee')}
              value={values.assigneeId}
              selectedLabel={values.assigneeName}
              onValueChange={pickerChange('assigneeId', 'assigneeName')}
              load={assignees}
              hint={mode === 'create' ? t('tasks:fields.assigneeHint') : undefined}
              errors={fieldErrors['assigneeId']}
            />
          ) : null}
          <RemoteCombobox label={t('tasks:fields.taskType')} value={values.taskTypeId} selectedLabel={values.taskTypeName} onValueChange={pickerChange('taskTypeId', 'taskTypeName')} load={taskTypeOptions(client)} errors={fieldErrors['taskTypeId']} />
          <div className={css({ alignSelf: 'center' })}>
            <Switch label={t('tasks:fields.withEvent')} name="withEvent" checked={values.withEvent} onCheckedChange={(checked) => change('withEvent', checked)} />
            <p className={css({ color: 'muted', textStyle: 'small' })}>{t('tasks:fields.withEventHint')}</p>
          </div>
          <FormGridFull>
            <TextArea label={t('tasks:fields.description')} name="description" value={values.description} onValueChange={(value) => change('description', value)} errors={fieldErrors['description']} />
          </FormGridFull>
          {mode === 'create' ? (
            <FormGridFull>
              <ChecklistDrafts value={values.checklists} onChange={(next) => change('checklists', next)} />
            </FormGridFull>
          ) : null}
        </FormGrid>
      </fieldset>
      <FormFailure
        message={form.formError === null ? null : errorTagText(t, form.formError)}
        onRetry={form.canRetry ? form.retry : undefined}
        retryLabel={t('common:actions.retry')}
      />
      {readOnly ? null : <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />}
    </form>
  );
};
