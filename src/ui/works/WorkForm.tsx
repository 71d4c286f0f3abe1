import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { WORK_STATUSES, workStatusLabelKey } from '../../domain/statuses.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { WorkFormValues } from './workForm.ts';
import { customerOptions } from '../../machines/records/options.logic.ts';
import { workTypeOptions } from '../../machines/records/salesPickers.ts';

export type WorkFormProps<Result> = { form: FormHandle<WorkFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of a work, shared by create and edit. */
export const WorkForm = <Result,>({ form, submitLabel, onCancel }: WorkFormProps<Result>) => {
  const { t } = useTranslation(['works', 'common', 'ui']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('works:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField label={t('works:fields.code')} name="code" maxLength={50} hint={t('works:fields.codeHint')} value={values.code} onValueChange={(value) => change('code', value)} errors={fieldErrors['code']} />
        <RemoteCombobox label={t('works:fields.customer')} value={values.customerId} selectedLabel={values.customerName} onValueChange={pickerChange('customerId', 'customerName')} load={customerOptions(client)} errors={fieldErrors['customerId']} />
        <RemoteCombobox label={t('works:fields.workType')} value={values.workTypeId} selectedLabel={values.workTypeName} onValueChange={pickerChange('workTypeId', 'workTypeName')} load={workTypeOptions(client)} errors={fieldErrors['workTypeId']} />
        <Select
          label={t('works:fields.status')}
          name="status"
          options={WORK_STATUSES.map((status) => ({ value: status, label: t(`common:${workStatusLabelKey(status)}`) }))}
          value={values.status}
          onValueChange={(value) => change('status', WORK_STATUSES.find((status) => status === value) ?? 'active')}
          errors={fieldErrors['status']}
        />
        <div />
        <DateTimeField label={t('works:fields.startDate')} name="startDate" mode="date" value={values.startDate} onValueChange={(value) => change('startDate', value)} errors={fieldErrors['startDate']} />
        <DateTimeField label={t('works:fields.endDate')} name="endDate" mode="date" value={values.endDate} onValueChange={(value) => change('endDate', value)} errors={fieldErrors['endDate']} />
        <FormGridFull>
          <TextArea label={t('works:fields.description')} name="description" value={values.description} onValueChange={(value) => change('description', value)} errors={fieldErrors['description']} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={t('works:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <FormFailure
        message={form.formError === null ? null : errorTagText(t, form.formError)}
        onRetry={form.canRetry ? form.retry : undefined}
        retryLabel={t('common:actions.retry')}
      />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
