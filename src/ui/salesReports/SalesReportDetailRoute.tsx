import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deleteSalesReport, getSalesReport, type SalesReport } from '../../api/salesReports.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useCanActOn } from '../components/useCanActOn.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { dash } from '../components/emptyValue.ts';

const salesReportRecord = createRecordMachine<SalesReport>();
const salesReportDeletion = createConfirmActionMachine<SalesReport, void>();

const linkStyle = css({ color: 'accent', textDecoration: 'underline' });

/** Linked records as links to their detail screens, or a dash. */
const RecordLinks = ({ records, basePath, label }: { records: readonly { id: number; name: string }[]; basePath: string; label: string }) =>
  records.length === 0 ? (
    '—'
  ) : (
    <ul aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
      {records.map((record) => (
        <li key={record.id}>
          <Link href={`${basePath}/${record.id}`} className={linkStyle}>
            {record.name}
          </Link>
        </li>
      ))}
    </ul>
  );

/** sales-reports/{salesReportId}: the overview of one contact with a profile, its materials and interests. */
const SalesReportDetailRoute = () => {
  const { t } = useTranslation(['salesReports', 'common']);
  const dates = useDateFormat();
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const { salesReportId } = useParams<{ salesReportId: string }>();
  const report = useRecord(salesReportRecord, missingIdMessage(missingId('salesReport')), idFromParam(salesReportId), (id) => getSalesReport(client, id));
  // The key, and the record scope: another author's report (outside one's team) is read-only (the server answers 403).
  const mine = useCanActOn('sales-reports.management', [report.record?.user?.id]);
  const canUpdate = usePermission('sales-reports.update') && mine;
  const canDelete = usePermission('sales-reports.delete') && mine;
  const remove = useConfirmAction(salesReportDeletion, {
    act: (target) => deleteSalesReport(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('salesReports:entity') }));
      navigate('/sales-reports');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('salesReports:entity') })),
  });
  const record = report.record;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={record ? record.summary : t('salesReports:detail.title')}
        description={record ? `${record.profile.name} · ${dates.date(record.date)}` : undefined}
        breadcrumbs={[{ label: t('salesReports:list.title'), href: '/sales-reports' }, { label: record?.summary ?? t('salesReports:detail.title') }]}
        actions={
          record ? (
            <>
              {canUpdate ? (
                <Link href={`/sales-reports/${record.id}/edit`} className={button({ variant: 'secondary' })}>
                  <Pencil size={16} aria-hidden="true" />
                  <span>{t('common:actions.edit')}</span>
                </Link>
              ) : null}
              {canDelete ? (
                <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
                  {t('common:actions.delete')}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <RecordState {...report} onRetry={report.retry}>
        {(current) => (
          <Section title={t('salesReports:detail.overview')}>
            <DetailList
              items={[
                { label: t('salesReports:fields.date'), value: dates.date(current.date) },
                { label: t('salesReports:fields.profile'), value: current.profile.name },
                { label: t('salesReports:fields.agent'), value: current.user.name },
                { label: t('salesReports:fields.contactType'), value: t(`salesReports:contactTypes.${current.contactType}`) },
                { label: t('salesReports:fields.materials'), value: <RecordLinks records={current.materials} basePath="/sales-reports/materials" label={t('salesReports:fields.materials')} /> },
                { label: t('salesReports:fields.interests'), value: <RecordLinks records={current.interests} basePath="/sales-reports/interests" label={t('salesReports:fields.interests')} /> },
                { label: t('salesReports:fields.outcome'), value: dash(current.outcome) },
                { label: t('salesReports:fields.nextAction'), value: dash(current.nextAction) },
                { label: t('salesReports:fields.nextActionAt'), value: dates.dateTime(current.nextActionAt) },
                { label: t('salesReports:fields.notes'), value: dash(current.notes) },
              ]}
            />
          </Section>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.summary ?? '' })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default SalesReportDetailRoute;
