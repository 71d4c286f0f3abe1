import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { SalesReport } from '../../api/salesReports.ts';
import { salesReportRecord, salesReportUpdate } from '../../machines/records/salesReports.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { OutOfScopeState } from '../components/OutOfScopeState.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useCanActOn } from '../components/useCanActOn.ts';
import { useForm } from '../components/useForm.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { salesReportBody, salesReportRules, salesReportToValues, type SalesReportFormValues } from './salesReportForm.ts';
import { SalesReportForm } from './SalesReportForm.tsx';

const EditSalesReport = ({ report }: { report: SalesReport }) => {
  const { t } = useTranslation(['salesReports', 'common']);
  const [, navigate] = useLocation();
  const initialValues = salesReportToValues(report);
  const form = useForm(salesReportUpdate, {
    initialValues,
    validate: formRules<SalesReportFormValues>(t, salesReportRules),
    // Saving what was loaded writes nothing: no request, so the report's `updated_at` stays; the screen says so.
    request: (values) => ({ id: report.id, body: bodyIfChanged(salesReportBody, values, initialValues) }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('salesReports:edit.unchanged'), updated: t('common:notices.updated', { name: t('salesReports:entity') }) });
      navigate(`/sales-reports/${report.id}`);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('salesReports:entity') })),
  });
  return <SalesReportForm form={form} report={report} submitLabel={t('common:actions.save')} onCancel={() => navigate(`/sales-reports/${report.id}`)} />;
};

/** Someone else's report (outside one's team) is not offered for editing: the server's record scope would refuse it. */
const ScopedEditSalesReport = ({ report }: { report: SalesReport }) => {
  const inScope = useCanActOn('sales-reports.management', [report.user?.id]);
  return inScope ? <EditSalesReport report={report} /> : <OutOfScopeState backHref={`/sales-reports/${report.id}`} />;
};

/** sales-reports/{salesReportId}/edit. */
const SalesReportEditRoute = () => {
  const { t } = useTranslation(['salesReports', 'common']);
  const { salesReportId } = useParams<{ salesReportId: string }>();
  const report = useRecord(salesReportRecord, missingIdMessage(missingId('salesReport')), idFromParam(salesReportId));
  return (
    <>
      <PageHeader
        title={t('salesReports:edit.title')}
        breadcrumbs={[
          { label: t('salesReports:list.title'), href: '/sales-reports' },
          ...(report.record ? [{ label: report.record.summary, href: `/sales-reports/${report.record.id}` }] : []),
          { label: t('salesReports:edit.title') },
        ]}
      />
      <RecordState {...report} onRetry={report.retry}>
        {(record) => <ScopedEditSalesReport key={record.id} report={record} />}
      </RecordState>
    </>
  );
};

export default SalesReportEditRoute;
