import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import { TEST_OUTCOMES, type SampleFormValues, type TestResultValues } from './sampleForm.ts';
import { customerOptions } from '../../machines/records/options.logic.ts';
import { userOptions } from '../../machines/records/salesPickers.ts';

export type SampleFormProps<Result> = { form: FormHandle<SampleFormValues, Result>; submitLabel: string; onCancel: () => void; hint?: string };

type TextKey = { [K in keyof SampleFormValues]: SampleFormValues[K] extends string ? K : never }[keyof SampleFormValues];

/** The fields of a sample (customer, packaging, commercial, test results), shared by create and edit. */
export const SampleForm = <Result,>({ form, submitLabel, onCancel, hint }: SampleFormProps<Result>) => {
  const { t } = useTranslation(['samples', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const field = (key: TextKey, wire: string, extra: { inputMode?: 'decimal' | 'numeric'; maxLength?: number } = {}) => (
    <TextField label={t(`samples:fields.${key}`)} name={key} {...extra} value={values[key]} onValueChange={(value) => change(key, value)} errors={fieldErrors[wire]} />
  );
  const setResult = (index: number, patch: Partial<TestResultValues>) => change('testResults', values.testResults.map((result, at) => (at === index ? { ...result, ...patch } : result)));
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {hint ? <p className={css({ color: 'muted' })}>{hint}</p> : null}
      <Section title={t('samples:sections.customer')}>
        <FormGrid>
          <RemoteCombobox label={t('samples:fields.customer')} required value={values.customerId} selectedLabel={values.customerName} onValueChange={pickerChange('customerId', 'customerName')} load={customerOptions(client)} errors={fieldErrors['customerId']} />
          <DateTimeField label={t('samples:fields.date')} name="date" mode="date" value={values.date} onValueChange={(value) => change('date', value)} errors={fieldErrors['date']} />
          <RemoteCombobox label={t('samples:fields.agent')} value={values.agentId} selectedLabel={values.agentName} onValueChange={pickerChange('agentId', 'agentName')} load={userOptions(client)} errors={fieldErrors['agentId']} />
          <RemoteCombobox label={t('samples:fields.salesManager')} value={values.salesManagerId} selectedLabel={values.salesManagerName} onValueChange={pickerChange('salesManagerId', 'salesManagerName')} load={userOptions(client)} errors={fieldErrors['salesManagerId']} />
          {field('contact', 'customerData.contact', { maxLength: 255 })}
          <Checkbox label={t('samples:fields.newProject')} name="newProject" checked={values.newProject} onCheckedChange={(checked) => change('newProject', checked)} />
          <FormGridFull>
            <TextArea label={t('samples:fields.customerNotes')} name="customerNotes" value={values.customerNotes} onValueChange={(value) => change('customerNotes', value)} />
          </FormGridFull>
        </FormGrid>
      </Section>
      <Section title={t('samples:sections.packaging')}>
        <FormGrid>
          <TextField label={t('samples:fields.materials')} name="materials" hint={t('samples:fields.materialsHint')} value={values.materials} onValueChange={(value) => change('materials', value)} errors={fieldErrors['materials']} />
          {field('weight', 'weight', { inputMode: 'decimal' })}
          {field('machineName', 'machineName', { maxLength: 255 })}
          {field('machineType', 'machineType', { maxLength: 255 })}
          {field('packingSpeed', 'packingSpeed', { inputMode: 'numeric' })}
          {field('thickness', 'thicknessMicron', { inputMode: 'numeric' })}
          {field('formatWidth', 'format.widthMm', { inputMode: 'numeric' })}
          {field('formatHeight', 'format.heightMm', { inputMode: 'numeric' })}
        </FormGrid>
      </Section>
      <Section title={t('samples:sections.commercial')}>
        <FormGrid>
          {field('priceTarget', 'priceTarget', { inputMode: 'decimal' })}
          {field('volume', 'volume', { inputMode: 'numeric' })}
          {field('deliveryTime', 'deliveryTime', { maxLength: 120 })}
        </FormGrid>
      </Section>
      <Section title={t('samples:sections.tests')}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {values.testResults.map((result, index) => (
            <fieldset key={result.id ?? `new-${index}`} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr 2fr auto' }, alignItems: 'end' })}>
              <legend className={css({ srOnly: true })}>{t('samples:tests.item', { number: index + 1 })}</legend>
              <DateTimeField label={t('samples:tests.date')} name={`testResults.${index}.date`} mode="date" required value={result.date} onValueChange={(date) => setResult(index, { date })} errors={fieldErrors[`testResults.${index}.date`]} />
              <Select
                label={t('samples:tests.outcome')}
                options={TEST_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`samples:outcome.${outcome}`) }))}
                value={result.outcome}
                onValueChange={(value) => setResult(index, { outcome: TEST_OUTCOMES.find((outcome) => outcome === value) ?? 'passed' })}
              />
              <TextField label={t('samples:tests.notes')} value={result.notes} onValueChange={(notes) => setResult(index, { notes })} />
              <IconButton aria-label={t('samples:tests.remove', { number: index + 1 })} icon={<Trash2 size={16} />} onClick={() => change('testResults', values.testResults.filter((_, at) => at !== index))} />
            </fieldset>
          ))}
          <div>
            <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => change('testResults', [...values.testResults, { id: null, date: null, outcome: 'passed', notes: '' }])}>
              {t('samples:tests.add')}
            </Button>
          </div>
        </div>
      </Section>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
