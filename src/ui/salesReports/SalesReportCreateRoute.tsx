import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { salesReportCreate } from '../../machines/records/salesReports.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { useTimeZone } from '../components/useTimeZone.ts';
import { emptySalesReport, salesReportBody, salesReportRules, type SalesReportFormValues } from './salesReportForm.ts';
import { SalesReportForm } from './SalesReportForm.tsx';

/** sales-reports/create (`?profileId=&profileName=` from a profile's tab): after saving, the new report. */
const SalesReportCreateRoute = () => {
  const { t } = useTranslation(['salesReports', 'common']);
  const [, navigate] = useLocation();
  const zone = useTimeZone();
  const params = new URLSearchParams(useSearch());
  const profileId = params.get('profileId');
  const form = useForm(salesReportCreate, {
    initialValues: emptySalesReport(todayIn(zone), profileId ? { id: profileId, name: params.get('profileName') } : undefined),
    validate: formRules<SalesReportFormValues>(t, salesReportRules),
    request: (values) => salesReportBody(values),
    onSucceeded: (report) => {
      notify.success(t('common:notices.created', { name: t('salesReports:entity') }));
      navigate(`/sales-reports/${report.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('salesReports:entity') })),
  });
  return (
    <>
      <PageHeader title={t('salesReports:create.title')} breadcrumbs={[{ label: t('salesReports:list.title'), href: '/sales-reports' }, { label: t('salesReports:create.title') }]} />
      <SalesReportForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/sales-reports')} />
    </>
  );
};

export default SalesReportCreateRoute;
