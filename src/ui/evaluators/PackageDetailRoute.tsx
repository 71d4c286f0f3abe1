import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { deletePackage, getPackage, type Package } from '../../api/packages.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { formatNumber, formatPercent } from '../../domain/numberFormat.ts';
import { createConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { createRecordMachine } from '../../machines/generic/record.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { recordMediaCalls } from '../components/recordMediaCalls.ts';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { PackageEvaluations } from './PackageEvaluationPanel.tsx';
import { PackageGoalsTab } from './PackageGoalsTab.tsx';
import { PACKAGE_STATUS_TONES } from './packageStatus.ts';
import { useSectionTitle } from './useSectionTitle.ts';

const packageRecord = createRecordMachine<Package>();
const packageDeletion = createConfirmActionMachine<Package, void>();

/** evaluators/packages/{packageId}: who and when, then tabs goals and attachments. */
const PackageDetailRoute = () => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const section = useSectionTitle();
  const dates = useDateFormat();
  const [, navigate] = useLocation();
  const { packageId } = useParams<{ packageId: string }>();
  const id = idFromParam(packageId);
  const canUpdate = usePermission('packages.update');
  const canDelete = usePermission('packages.delete');
  const pkg = useRecord(packageRecord, missingIdMessage(missingId('package')), id, (packageId) => getPackage(client, packageId));
  const remove = useConfirmAction(packageDeletion, {
    act: (target) => deletePackage(client, target.id),
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('evaluators:packages.entity') }));
      navigate('/evaluators');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('evaluators:packages.entity') })),
  });
  const [tab, setTab] = useState('goals');
  const record = pkg.record;
  const title = record ? t('evaluators:packages.detail', { name: record.user.name, year: record.year }) : t('evaluators:packages.entity');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: section, href: '/evaluators' }, { label: title }]}
        actions={
          record ? (
            <>
              {canUpdate && !record.evaluationSheetVisible ? (
                <Link href={`/evaluators/packages/${record.id}/edit`} className={button({ variant: 'secondary' })}>
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
      {/* Someone else's package answers 404 like a missing one (evaluations are private): say so, offer no retry. */}
      {pkg.failed && pkg.errorTag === 'NotFound' ? (
        <Alert tone="danger">{t('evaluators:packages.notFound')}</Alert>
      ) : (
        <RecordState {...pkg} onRetry={pkg.retry}>
          {(current) => (
            <>
              <Section title={t('evaluators:packages.overview')}>
                <DetailList
                  items={[
                    { label: t('evaluators:packages.fields.status'), value: <StatusBadge status={current.status} tones={PACKAGE_STATUS_TONES} label={t(`evaluators:packages.status.${current.status}`)} /> },
                    { label: t('evaluators:packages.fields.user'), value: current.user.name },
                    { label: t('evaluators:packages.fields.evaluator'), value: current.evaluator.name },
                    { label: t('evaluators:packages.fields.year'), value: current.year },
                    { label: t('evaluators:packages.fields.period'), value: `${dates.date(current.periodStart)} – ${dates.date(current.periodEnd)}` },
                    {
                      label: t('evaluators:packages.fields.acknowledgement'),
                      value: current.acknowledgement.confirmed && current.acknowledgement.confirmedAt
                        ? t('evaluators:packages.acknowledgedAt', { when: dates.dateTime(current.acknowledgement.confirmedAt) })
                        : t('evaluators:packages.notAcknowledged'),
                    },
                    { label: t('evaluators:packages.fields.sheetVisible'), value: current.evaluationSheetVisible ? t('evaluators:yes') : t('evaluators:no') },
                    { label: t('evaluators:packages.fields.totalWeight'), value: formatPercent(current.totalWeight, i18n.language) },
                    {
                      label: t('evaluators:packages.fields.weightedScore'),
                      value: current.weightedScore === null ? t('evaluators:packages.noScore') : formatNumber(current.weightedScore, i18n.language),
                    },
                  ]}
                />
              </Section>
              <PackageEvaluations key={current.id} pkg={current} onChanged={pkg.reload} />
              <Tabs
                label={t('evaluators:packages.tabs.label')}
                value={tab}
                onValueChange={setTab}
                items={[
                  { value: 'goals', label: t('evaluators:packages.tabs.goals'), content: <PackageGoalsTab pkg={current} /> },
                  {
                    value: 'attachments',
                    label: t('evaluators:attachments'),
                    content: (
                      <MediaPanel
                        label={t('evaluators:attachments')}
                        items={current.media}
                        ownerId={id}
                        missingOwner="mediaNotFound"
                        canEdit={canUpdate}
                        onChanged={pkg.reload}
                        calls={recordMediaCalls(client, 'packages', current.id)}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
        </RecordState>
      )}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload ? t('evaluators:packages.detail', { name: remove.payload.user.name, year: remove.payload.year }) : '' })}
        description={t('evaluators:packages.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default PackageDetailRoute;
