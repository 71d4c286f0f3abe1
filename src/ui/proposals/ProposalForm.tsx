import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
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
import { emptyRow, type EditType, type ProposalFormValues, type ProposalRowValues } from './proposalForm.ts';
import { customerOptions } from '../components/customerOptions.ts';

export type ProposalFormProps<Result> = {
  form: FormHandle<ProposalFormValues, Result>;
  submitLabel: string;
  onCancel: () => void;
  /** Edit only: the choice between a standard edit and a new revision (spec §4). */
  withEditType?: boolean;
};

const rowGrid = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr 1fr', md: '3fr 1fr 1fr 1fr 1fr 1fr auto' },
  alignItems: 'end',
  pb: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
});

/** The fields of a proposal, with its rows and discounts, shared by create and edit. */
export const ProposalForm = <Result,>({ form, submitLabel, onCancel, withEditType = false }: ProposalFormProps<Result>) => {
  const { t } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const { values, fieldErrors, change, pickerChange } = form;
  const setRow = (index: number, patch: Partial<ProposalRowValues>) => change('rows', values.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const setDiscount = (index: number, patch: Partial<ProposalFormValues['discounts'][number]>) =>
    change('discounts', values.discounts.map((discount, at) => (at === index ? { ...discount, ...patch } : discount)));
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        {withEditType ? (
          <FormGridFull>
            <Select
              label={t('proposals:fields.editType')}
              name="editType"
              hint={t('proposals:fields.editTypeHint')}
              options={(['standard', 'revision'] as const).map((type) => ({ value: type, label: t(`proposals:editType.${type}`) }))}
              value={values.editType}
              onValueChange={(value) => change('editType', (value === 'revision' ? 'revision' : 'standard') satisfies EditType)}
              errors={fieldErrors['editType']}
            />
          </FormGridFull>
        ) : null}
        <RemoteCombobox label={t('proposals:fields.customer')} required value={values.customerId} selectedLabel={values.customerName} onValueChange={pickerChange('customerId', 'customerName')} load={customerOptions(client)} errors={fieldErrors['customerId']} />
        <DateTimeField label={t('proposals:fields.date')} name="date" mode="date" value={values.date} onValueChange={(value) => change('date', value)} errors={fieldErrors['date']} />
        <TextField label={t('proposals:fields.validityDays')} name="validityDays" type="number" min={1} max={365} required value={values.validityDays} onValueChange={(value) => change('validityDays', value)} errors={fieldErrors['validityDays']} />
        <TextField label={t('proposals:fields.paymentMethod')} name="paymentMethod" maxLength={255} value={values.paymentMethod} onValueChange={(value) => change('paymentMethod', value)} errors={fieldErrors['paymentMethod']} />
        <FormGridFull>
          <TextArea label={t('proposals:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <Section title={t('proposals:rows.title')} headingLevel={2}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {values.rows.map((row, index) => (
            <fieldset key={row.id ?? `new-${index}`} className={rowGrid}>
              <legend className={css({ srOnly: true })}>{t('proposals:rows.row', { number: index + 1 })}</legend>
              <div className={css({ gridColumn: { base: '1 / -1', md: 'auto' } })}>
                <TextField label={t('proposals:rows.description')} required maxLength={1000} value={row.description} onValueChange={(description) => setRow(index, { description })} errors={fieldErrors[`rows.${index}.description`]} />
              </div>
              <TextField label={t('proposals:rows.quantity')} inputMode="decimal" required value={row.quantity} onValueChange={(quantity) => setRow(index, { quantity })} errors={fieldErrors[`rows.${index}.quantity`]} />
              <TextField label={t('proposals:rows.unit')} required maxLength={20} value={row.unit} onValueChange={(unit) => setRow(index, { unit })} />
              <TextField label={t('proposals:rows.unitPrice')} inputMode="decimal" required value={row.unitPrice} onValueChange={(unitPrice) => setRow(index, { unitPrice })} errors={fieldErrors[`rows.${index}.unit_price`]} />
              <TextField label={t('proposals:rows.discountPercent')} inputMode="decimal" value={row.discountPercent} onValueChange={(discountPercent) => setRow(index, { discountPercent })} />
              <TextField label={t('proposals:rows.clicheCost')} inputMode="decimal" value={row.clicheCost} onValueChange={(clicheCost) => setRow(index, { clicheCost })} />
              <IconButton
                aria-label={t('proposals:rows.remove', { number: index + 1 })}
                icon={<Trash2 size={16} aria-hidden="true" />}
                disabled={values.rows.length === 1}
                onClick={() => change('rows', values.rows.filter((_, at) => at !== index))}
              />
            </fieldset>
          ))}
          <div>
            <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => change('rows', [...values.rows, emptyRow])}>
              {t('proposals:rows.add')}
            </Button>
          </div>
        </div>
      </Section>
      <Section title={t('proposals:discounts.title')} description={t('proposals:discounts.hint')} headingLevel={2}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {values.discounts.map((discount, index) => (
            <fieldset key={index} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: '3fr 1fr auto' }, alignItems: 'end' })}>
              <legend className={css({ srOnly: true })}>{t('proposals:discounts.item', { number: index + 1 })}</legend>
              <TextField label={t('proposals:discounts.description')} maxLength={255} value={discount.description} onValueChange={(description) => setDiscount(index, { description })} />
              <TextField label={t('proposals:discounts.percent')} inputMode="decimal" value={discount.percent} onValueChange={(percent) => setDiscount(index, { percent })} />
              <IconButton aria-label={t('proposals:discounts.remove', { number: index + 1 })} icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => change('discounts', values.discounts.filter((_, at) => at !== index))} />
            </fieldset>
          ))}
          <div>
            <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => change('discounts', [...values.discounts, { description: '', percent: '0' }])}>
              {t('proposals:discounts.add')}
            </Button>
          </div>
        </div>
      </Section>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
