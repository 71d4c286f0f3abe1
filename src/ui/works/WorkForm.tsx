import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { WORK_STATUSES, workStatusLabelKey } from '../../domain/statuses.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { WorkFormValues } from './workForm.ts';
import { customerOptions, workTypeOptions } from './workOptions.ts';

export type WorkFormProps<Result> = { form: FormHandle<WorkFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of a work, shared by create and edit. */
export const WorkForm = <Result,>({ form, submitLabel, onCancel }: WorkFormProps<Result>) => {
  const { t } = useTranslation(['works', 'common', 'ui']);
  const { client } = useApiClients();
  const { values, fieldErrors, change } = form;
  return (
    <form
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <FormGrid>
        <TextField label={t('works:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField label={t('works:fields.code')} name="code" maxLength={50} hint={t('works:fields.codeHint')} value={values.code} onValueChange={(value) => change('code', value)} errors={fieldErrors['code']} />
        <RemoteCombobox
          label={t('works:fields.customer')}
          value={values.customerId}
          selectedLabel={values.customerName}
          onValueChange={(value, label) => {
            change('customerId', value);
            change('customerName', label);
          }}
          load={customerOptions(client)}
          errors={fieldErrors['customerId']}
        />
        <RemoteCombobox
          label={t('works:fields.workType')}
          value={values.workTypeId}
          selectedLabel={values.workTypeName}
          onValueChange={(value, label) => {
            change('workTypeId', value);
            change('workTypeName', label);
          }}
          load={workTypeOptions(client)}
          errors={fieldErrors['workTypeId']}
        />
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
      {form.formError !== null ? (
        <Alert
          tone="danger"
          action={
            form.canRetry ? (
              <Button size="sm" variant="secondary" onClick={form.retry}>
                {t('common:actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {errorTagText(t, form.formError)}
        </Alert>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" variant="primary" loading={form.saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
};
