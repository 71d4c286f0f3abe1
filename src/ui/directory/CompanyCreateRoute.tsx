import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { createCompany, type Company } from '../../api/companies.ts';
import { email } from '../../domain/validation/email.ts';
import { italianPostcode, italianProvince } from '../../domain/validation/italianAddress.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { TextField } from '../components/TextField.tsx';
import { useForm } from '../components/useForm.ts';
import { AddressFields } from './AddressFields.tsx';
import { joinStreet } from './profileForm.ts';

type CompanyFormValues = { name: string; vatNumber: string; email: string; phone: string; street: string; streetNumber: string; postalCode: string; city: string; province: string; country: string };

const emptyCompany: CompanyFormValues = { name: '', vatNumber: '', email: '', phone: '', street: '', streetNumber: '', postalCode: '', city: '', province: '', country: 'IT' };

const rules: FormSchema<keyof CompanyFormValues> = { name: [required], email: [email], province: [italianProvince('country')], postalCode: [italianPostcode('country')] };

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const companyForm = createFormMachine<CompanyFormValues, Company>();

/** companies/create: name, VAT number, contacts and the structured address; then back to the directory. */
const CompanyCreateRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const form = useForm(companyForm, {
    initialValues: emptyCompany,
    validate: formRules<CompanyFormValues>(t, rules),
    submit: (values) =>
      createCompany(client, {
        name: values.name.trim(),
        vatNumber: blankToNull(values.vatNumber),
        email: blankToNull(values.email),
        phone: blankToNull(values.phone),
        address: { street: joinStreet(values.street, values.streetNumber), postalCode: blankToNull(values.postalCode), city: blankToNull(values.city), province: blankToNull(values.province), country: blankToNull(values.country) },
      }),
    onSucceeded: () => {
      notify.success(t('directory:notices.company.created'));
      navigate('/profiles');
    },
    onFailed: () => notify.error(t('directory:notices.company.notCreated')),
  });
  const { values, fieldErrors, change } = form;
  return (
    <>
      <PageHeader title={t('directory:company.create')} breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: t('directory:company.create') }]} />
      <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormGrid>
          <TextField label={t('directory:fields.name')} name="name" required maxLength={255} value={values.name} onValueChange={(value) => change('name', value)} errors={fieldErrors['name']} />
          <TextField label={t('directory:fields.vatNumber')} name="vatNumber" maxLength={30} value={values.vatNumber} onValueChange={(value) => change('vatNumber', value)} errors={fieldErrors['vatNumber']} />
          <TextField label={t('directory:fields.email')} name="email" type="email" maxLength={255} value={values.email} onValueChange={(value) => change('email', value)} errors={fieldErrors['email']} />
          <TextField label={t('directory:fields.phone')} name="phone" type="tel" maxLength={40} value={values.phone} onValueChange={(value) => change('phone', value)} errors={fieldErrors['phone']} />
          <FormGridFull>
            <AddressFields values={values} errors={fieldErrors} onChange={(field, value) => change(field, value)} />
          </FormGridFull>
        </FormGrid>
        <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
        <FormActions submitLabel={t('common:actions.create')} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={() => navigate('/profiles')} />
      </form>
    </>
  );
};

export default CompanyCreateRoute;
