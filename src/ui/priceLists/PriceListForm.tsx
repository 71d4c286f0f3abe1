import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import type { FormHandle } from '../components/useForm.ts';
import type { PriceListFormValues } from './priceListForm.ts';

export type PriceListFormProps<Result> = { form: FormHandle<PriceListFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of a price list, shared by create and edit. */
export const PriceListForm = <Result,>({ form, submitLabel, onCancel }: PriceListFormProps<Result>) => {
  const { t } = useTranslation(['priceLists', 'common']);
  const { values, fieldErrors, change } = form;
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('priceLists:fields.name')} name="name" required maxLength={120} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
        <TextField label={t('priceLists:fields.code')} name="code" maxLength={30} value={values.code} onValueChange={(value) => change('code', value)} errors={fieldErrors['code']} />
        <TextField label={t('priceLists:fields.currency')} name="currency" maxLength={3} hint={t('priceLists:fields.currencyHint')} value={values.currency} onValueChange={(value) => change('currency', value)} errors={fieldErrors['currency']} />
        <div />
        <DateTimeField label={t('priceLists:fields.validFrom')} name="validFrom" mode="date" value={values.validFrom} onValueChange={(value) => change('validFrom', value)} errors={fieldErrors['validFrom']} />
        <DateTimeField label={t('priceLists:fields.validTo')} name="validTo" mode="date" value={values.validTo} onValueChange={(value) => change('validTo', value)} errors={fieldErrors['validTo']} />
        <FormGridFull>
          <TextArea label={t('priceLists:fields.notes')} name="notes" value={values.notes} onValueChange={(value) => change('notes', value)} errors={fieldErrors['notes']} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
