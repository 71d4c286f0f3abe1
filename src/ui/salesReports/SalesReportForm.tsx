import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { SalesReport } from '../../api/salesReports.ts';
import { CONTACT_TYPES } from '../../domain/salesDocumentChoices.ts';
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
import { NamedRecordChoices } from './NamedRecordChoices.tsx';
import type { SalesReportFormValues } from './salesReportForm.ts';
import { useAgentPicker } from './useAgentPicker.ts';
import { interestChoices, materialChoices } from '../../machines/records/salesReports.logic.ts';
import { reportProfileOptions } from '../../machines/records/salesPickers.ts';

export type SalesReportFormProps<Result> = {
  form: FormHandle<SalesReportFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** The report being edited: its linked records stay listed even if they left the table. */
  report?: SalesReport;
};

/** The fields of a sales report, shared by create and edit. */
export const SalesReportForm = <Result,>({ form, submitLabel, onCancel, report }: SalesReportFormProps<Result>) => {
  const { t } = useTranslation(['salesReports', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const agents = useAgentPicker();
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <RemoteCombobox label={t('salesReports:fields.profile')} required value={values.profileId} selectedLabel={values.profileName} onValueChange={pickerChange('profileId', 'profileName')} load={reportProfileOptions(client)} errors={fieldErrors['profileId']} />
        <DateTimeField label={t('salesReports:fields.date')} name="date" mode="date" required value={values.date} onValueChange={(value) => change('date', value)} errors={fieldErrors['date']} />
        <Select
          label={t('salesReports:fields.contactType')}
          name="contactType"
          options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`salesReports:contactTypes.${type}`) }))}
          value={values.contactType}
          onValueChange={(value) => change('contactType', CONTACT_TYPES.find((type) => type === value) ?? 'visit')}
          errors={fieldErrors['contactType']}
        />
        <TextField label={t('salesReports:fields.summary')} name="summary" required maxLength={255} value={values.summary} onValueChange={(value) => change('summary', value)} errors={fieldErrors['summary']} />
        {agents ? (
          <RemoteCombobox
            label={t('salesReports:fields.agent')}
            value={values.userId}
            selectedLabel={values.userName}
            onValueChange={pickerChange('userId', 'userName')}
            load={agents}
            hint={report ? undefined : t('salesReports:fields.agentHint')}
            errors={fieldErrors['userId']}
          />
        ) : null}
        <FormGridFull>
          <NamedRecordChoices legend={t('salesReports:fields.materials')} choices={materialChoices} value={values.materialIds} onValueChange={(ids) => change('materialIds', ids)} known={report?.materials} />
        </FormGridFull>
        <FormGridFull>
          <NamedRecordChoices legend={t('salesReports:fields.interests')} choices={interestChoices} value={values.interestIds} onValueChange={(ids) => change('interestIds', ids)} known={report?.interests} />
        </FormGridFull>
        <FormGridFull>
          <TextArea label={t('salesReports:fields.outcome')} name="outcome" maxLength={2000} value={values.outcome} onValueChange={(value) => change('outcome', value)} errors={fieldErrors['outcome']} />
        </FormGridFull>
        <TextField label={t('salesReports:fields.nextAction')} name="nextAction" maxLength={2000} value={values.nextAction} onValueChange={(value) => change('nextAction', value)} errors={fieldErrors['nextAction']} />
        <DateTimeField
          label={t('salesReports:fields.nextActionAt')}
          name="nextActionAt"
          value={values.nextActionAt}
          onValueChange={(value) => change('nextActionAt', value)}
          errors={fieldErrors['nextActionAt']}
          hint={t('salesReports:fields.nextActionAtHint')}
          timeOptional
        />
        <FormGridFull>
          <TextArea label={t('salesReports:fields.notes')} name="notes" maxLength={10000} value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
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
