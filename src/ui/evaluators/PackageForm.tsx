import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { userOptions } from '../../machines/records/options.logic.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { GoalChoices } from './GoalChoices.tsx';
import type { PackageFormValues } from './packageForm.ts';

export type PackageFormProps<Result> = { form: FormHandle<PackageFormValues, Result>; submitLabel: string; onCancel: () => void };

const yearOf = (text: string): number | null => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The fields of a package (who, which year and period, which goals), shared by create and edit. */
export const PackageForm = <Result,>({ form, submitLabel, onCancel }: PackageFormProps<Result>) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <RemoteCombobox label={t('evaluators:packages.fields.user')} required value={values.userId} selectedLabel={values.userName} onValueChange={pickerChange('userId', 'userName')} load={userOptions(client)} errors={fieldErrors['userId']} />
        <RemoteCombobox
          label={t('evaluators:packages.fields.evaluator')}
          value={values.evaluatorId}
          selectedLabel={values.evaluatorName}
          onValueChange={pickerChange('evaluatorId', 'evaluatorName')}
          load={userOptions(client)}
          errors={fieldErrors['evaluatorId']}
          hint={t('evaluators:packages.evaluatorHint')}
        />
        <TextField label={t('evaluators:packages.fields.year')} name="year" required inputMode="numeric" value={values.year} onValueChange={(value) => change('year', value)} errors={fieldErrors['year']} />
        <DateTimeField label={t('evaluators:packages.fields.periodStart')} name="periodStart" mode="date" required value={values.periodStart} onValueChange={(value) => change('periodStart', value)} errors={fieldErrors['periodStart']} />
        <DateTimeField label={t('evaluators:packages.fields.periodEnd')} name="periodEnd" mode="date" required value={values.periodEnd} onValueChange={(value) => change('periodEnd', value)} errors={fieldErrors['periodEnd']} />
        <FormGridFull>
          <GoalChoices
            year={yearOf(values.year)}
            chosen={values.goalIds}
            weights={values.weights}
            onChange={(goalIds, weights) => {
              change('goalIds', goalIds);
              change('weights', weights);
            }}
            errors={fieldErrors['goalIds']}
            weightErrors={fieldErrors['weights']}
          />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
