import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { CompanyIdentity } from '../../api/companyIdentity.ts';
import { companyIdentityRecord, companyIdentityUpdate } from '../../machines/records/settings.logic.ts';
import type { CompanyField } from '../../domain/companyIdentity.ts';
import { Button } from '../components/Button.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { TextField } from '../components/TextField.tsx';
import { useForm } from '../components/useForm.ts';
import { useRecord } from '../components/useRecord.ts';
import { CompanyLogoField } from './CompanyLogoField.tsx';
import { companyFormErrors, companyFormValues, companyInput, type CompanyFormValues } from './companyForm.ts';


/** The identity is one record per tenant: the record machine loads it under a fixed id. */
const SINGLETON = 1;
const NO_ID = { ns: 'errors', key: 'notFound', params: {} } as const;

type FieldSpec = { readonly field: CompanyField; readonly maxLength: number; readonly type?: 'email' | 'tel' | 'url'; readonly autoComplete?: string; readonly hint?: boolean; readonly required?: boolean; readonly inputMode?: 'numeric' | 'decimal' };

const GROUPS: readonly { readonly key: string; readonly fields: readonly FieldSpec[] }[] = [
  {
    key: 'identity',
    fields: [
      { field: 'businessName', maxLength: 255, autoComplete: 'organization', required: true },
      { field: 'street', maxLength: 255, autoComplete: 'address-line1' },
      { field: 'streetNumber', maxLength: 20 },
      { field: 'postalCode', maxLength: 20, autoComplete: 'postal-code', inputMode: 'numeric' },
      { field: 'city', maxLength: 120, autoComplete: 'address-level2' },
      { field: 'province', maxLength: 10, autoComplete: 'address-level1' },
      { field: 'country', maxLength: 2, autoComplete: 'country' },
    ],
  },
  {
    key: 'tax',
    fields: [
      { field: 'vatNumber', maxLength: 20, hint: true, inputMode: 'numeric' },
      { field: 'fiscalCode', maxLength: 20 },
      { field: 'reaNumber', maxLength: 20, hint: true },
      { field: 'shareCapital', maxLength: 20, hint: true, inputMode: 'decimal' },
    ],
  },
  {
    key: 'contacts',
    fields: [
      { field: 'pec', maxLength: 255, type: 'email' },
      { field: 'email', maxLength: 255, type: 'email', autoComplete: 'email' },
      { field: 'phone', maxLength: 50, type: 'tel', autoComplete: 'tel' },
      { field: 'website', maxLength: 255, autoComplete: 'url' },
    ],
  },
  { key: 'bank', fields: [{ field: 'iban', maxLength: 42, hint: true }] },
];

const CompanyForm = ({ identity, onSaved }: { identity: CompanyIdentity; onSaved: (identity: CompanyIdentity) => void }) => {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const initialValues = companyFormValues(identity, language);
  const form = useForm(companyIdentityUpdate, {
    initialValues,
    validate: (values) => Object.fromEntries(Object.entries(companyFormErrors(values, language)).map(([field, key]) => [field, [t(key)]])),
    // Saving what was loaded writes nothing: no request; the screen says so (unchangedSave.ts).
    request: (values: CompanyFormValues) => bodyIfChanged((v: CompanyFormValues) => companyInput(v, language), values, initialValues),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('settings:company.unchanged'), updated: t('settings:company.saved') });
      if (saved !== null) onSaved(saved);
    },
  });
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t(`settings:company.sections.${group.key}`)}</legend>
          <FormGrid columns={2}>
            {group.fields.map((spec) => (
              <TextField
                key={spec.field}
                label={t(`settings:company.fields.${spec.field}`)}
                name={spec.field}
                maxLength={spec.maxLength}
                {...(spec.type ? { type: spec.type } : {})}
                {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})}
                {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
                {...(spec.hint ? { hint: t(`settings:company.hints.${spec.field}`) } : {})}
                required={spec.required}
                value={form.values[spec.field]}
                onValueChange={(value) => form.change(spec.field, value)}
                errors={form.fieldErrors[spec.field]}
              />
            ))}
          </FormGrid>
        </fieldset>
      ))}
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t('settings:company.sections.logo')}</legend>
        <CompanyLogoField value={form.values.logo} onChange={(value) => form.change('logo', value)} errors={form.fieldErrors['logo']} />
      </fieldset>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <div>
        <Button type="submit" variant="primary" loading={form.saving}>
          {t('settings:company.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * settings/company: the tenant's identity as a company, the only source of every PDF's letterhead and every mail's
 * footer. The route needs `settings.update` (the route table refuses others with a message, no form).
 */
const CompanySettingsRoute = () => {
  const { t } = useTranslation(['settings', 'common']);
  const identity = useRecord(companyIdentityRecord, NO_ID, SINGLETON);
  return (
    <Section title={t('settings:company.title')} description={t('settings:company.description')}>
      <RecordState {...identity} onRetry={identity.retry}>
        {(current) => <CompanyForm key={current.updatedAt} identity={current} onSaved={identity.replace} />}
      </RecordState>
    </Section>
  );
};

export default CompanySettingsRoute;
