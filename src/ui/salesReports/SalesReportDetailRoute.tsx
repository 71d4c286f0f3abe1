import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { SalesReport } from '../../api/salesReports.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { salesReportDeletion, salesReportRecord } from '../../machines/records/salesReports.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { authorName } from '../components/authorName.ts';

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
  // Built per render for the subtitle's date format; its logic values are the module's, so the screen's actors stay.
  // The record scope: another author's report (outside one's team) is read-only (the server answers 403).
  const descriptor: RecordDetailDescriptor<SalesReport> = {
    ns: 'salesReports',
    keys: { entity: 'salesReports:entity', listTitle: 'salesReports:list.title', detailTitle: 'salesReports:detail.title', deleteHint: 'common:confirmDeletion.message' },
    listPath: '/sales-reports',
    param: 'salesReportId',
    missingMessage: missingIdMessage(missingId('salesReport')),
    update: 'sales-reports.update',
    delete: 'sales-reports.delete',
    record: salesReportRecord,
    deletion: salesReportDeletion,
    scope: { management: 'sales-reports.management', people: (report) => [report.user?.id] },
    title: (report) => report.summary,
    subtitle: (report) => `${report.profile.name} · ${dates.date(report.date)}`,
    crumb: (report) => report.summary,
    deleteName: (report) => report.summary,
  };
  return (
    <RecordDetailScreen
      descriptor={descriptor}
      body={(current) => (
        <Section title={t('salesReports:detail.overview')}>
          <DetailList
            items={[
              { label: t('salesReports:fields.date'), value: dates.date(current.date) },
              { label: t('salesReports:fields.profile'), value: current.profile.name },
              { label: t('salesReports:fields.agent'), value: authorName(current.user, t) },
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
    />
  );
};

export default SalesReportDetailRoute;
