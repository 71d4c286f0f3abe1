import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { Company } from '../../api/companies.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { companyRecord, companyUpdate } from '../../machines/records/companies.logic.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { companyBody, companyValidation, companyToValues, type CompanyFormValues } from './companyForm.ts';
import { CompanyForm } from './CompanyForm.tsx';

const EditCompany = ({ company }: { company: Company }) => {
  const { t } = useTranslation(['directory', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(companyUpdate, {
    initialValues: companyToValues(company),
    validate: companyValidation(t),
    request: (values: CompanyFormValues) => ({ id: company.id, body: companyBody(values) }),
    onSucceeded: () => {
      notify.success(t('directory:notices.company.updated'));
      navigate('/companies');
    },
    onFailed: () => notify.error(t('directory:notices.company.notUpdated')),
  });
  return <CompanyForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate('/companies')} />;
};

/** companies/{companyId}/edit: the company's fields and address; then the companies' list. */
const CompanyEditRoute = () => {
  const { t } = useTranslation(['directory', 'common']);
  const { companyId } = useParams<{ companyId: string }>();
  const company = useRecord(companyRecord, missingIdMessage(missingId('company')), idFromParam(companyId));
  const title = t('directory:company.edit');
  return (
    <>
      <PageHeader
        title={title}
        description={company.record?.name}
        breadcrumbs={[{ label: t('directory:list.title'), href: '/profiles' }, { label: t('directory:company.title'), href: '/companies' }, { label: company.record?.name ?? title }]}
      />
      <RecordState {...company} onRetry={company.retry}>
        {(record) => <EditCompany key={record.id} company={record} />}
      </RecordState>
    </>
  );
};

export default CompanyEditRoute;
