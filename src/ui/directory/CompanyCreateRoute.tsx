import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { companyCreate } from '../../machines/records/companies.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { companyBody, companyValidation, emptyCompany, type CompanyFormValues } from './companyForm.ts';
import { CompanyForm } from './CompanyForm.tsx';

/** companies/create: name, VAT number, contacts and the structured address; then the companies' list. */
const CompanyCreateRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(companyCreate, {
    initialValues: emptyCompany,
    validate: companyValidation(t),
    request: (values: CompanyFormValues) => companyBody(values),
    onSucceeded: () => {
      notify.success(t('directory:notices.company.created'));
      navigate('/companies');
    },
    onFailed: () => notify.error(t('directory:notices.company.notCreated')),
  });
  return (
    <>
      <PageHeader
        title={t('directory:company.create')}
        breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: t('directory:company.title'), href: '/companies' }, { label: t('directory:company.create') }]}
      />
      <CompanyForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/companies')} />
    </>
  );
};

export default CompanyCreateRoute;
