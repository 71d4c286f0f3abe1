import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { DecimalField } from '../components/DecimalField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { GoalFormValues } from './goalForm.ts';

export type GoalFormProps<Result> = { form: FormHandle<GoalFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of a goal, shared by create and edit. */
export const GoalForm = <Result,>({ form, submitLabel, onCancel }: GoalFormProps<Result>) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { values, fieldErrors, change } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('evaluators:goals.fields.title')} name="title" required maxLength={255} value={values.title} onValueChange={(value) => change('title', value)} errors={fieldErrors['title']} />
        <TextField label={t('evaluators:goals.fields.category')} name="category" maxLength={120} value={values.category} onValueChange={(value) => change('category', value)} errors={fieldErrors['category']} />
        <DecimalField label={t('evaluators:goals.fields.weight')} name="weight" required value={values.weight} onValueChange={(value) => change('weight', value)} errors={fieldErrors['weight']} />
        <TextField label={t('evaluators:goals.fields.year')} name="year" required inputMode="numeric" value={values.year} onValueChange={(value) => change('year', value)} errors={fieldErrors['year']} />
        <TextField label={t('evaluators:goals.fields.target')} name="target" maxLength={255} value={values.target} onValueChange={(value) => change('target', value)} errors={fieldErrors['target']} />
        <TextField label={t('evaluators:goals.fields.measure')} name="measure" maxLength={120} value={values.measure} onValueChange={(value) => change('measure', value)} errors={fieldErrors['measure']} />
        <FormGridFull>
          <TextArea label={t('evaluators:goals.fields.description')} name="description" value={values.description} onValueChange={(value) => change('description', value)} errors={fieldErrors['description']} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
