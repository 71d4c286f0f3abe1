import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { formatNumber } from '../../domain/numberFormat.ts';
import { backupStatusRecord, tenantExport } from '../../machines/records/settings.logic.ts';
import { Button } from '../components/Button.tsx';
import { notify } from '../components/notify.ts';
import { saveBlob } from '../components/saveBlob.ts';
import { Section } from '../components/Section.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { useRecord } from '../components/useRecord.ts';

const MISSING = { ns: 'errors', key: 'notFound', params: {} } as const;
const MB = 1024 * 1024;

const BackupLine = () => {
  const { t } = useTranslation('settings');
  const dates = useDateFormat();
  const status = useRecord(backupStatusRecord, MISSING, 1);
  if (status.failed) return <p className={css({ m: 0, color: 'fg.muted' })}>{t('data.backupUnknown')}</p>;
  const record = status.record;
  if (!record) return <p className={css({ m: 0, color: 'fg.muted' })}>{t('data.backupLoading')}</p>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <p className={css({ m: 0 })}>
        {record.lastGoodBackupAt
          ? t('data.lastBackup', { date: dates.dateTime(record.lastGoodBackupAt), size: formatNumber(Math.max(0.1, Math.round(((record.bytes ?? 0) / MB) * 10) / 10), dates.language) })
          : t('data.noBackup')}
      </p>
      <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>
        {record.scheduled ? t('data.scheduled', { hours: formatNumber(record.scheduled.everyHours, dates.language), count: record.scheduled.keep }) : t('data.notScheduled')}
      </p>
    </div>
  );
};

/** Settings → Modules and region: when the instance was last backed up, and the company's whole data as one zip. */
export const DataSafetySection = () => {
  const { t } = useTranslation('settings');
  const canExport = usePermission('settings.export');
  const exportData = useCommand(tenantExport, {
    onDone: (_, file) => {
      saveBlob(file.blob, file.fileName ?? 'export.zip');
      notify.success(t('data.exported'));
    },
    onFailed: () => notify.error(t('data.notExported')),
  });
  return (
    <Section title={t('data.title')} description={t('data.description')}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <BackupLine />
        {canExport ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
            <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{t('data.exportDescription')}</p>
            <Button variant="secondary" loading={exportData.running} onClick={() => exportData.run('export')}>
              <Download size={16} aria-hidden="true" />
              <span>{t('data.export')}</span>
            </Button>
          </div>
        ) : null}
      </div>
    </Section>
  );
};
