import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../api/packages.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { formatNumber, formatPercent } from '../../domain/numberFormat.ts';
import { packageDeletion, packageRecord } from '../../machines/records/packages.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { attachmentsTab } from '../components/attachmentsTab.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { PackageEvaluations } from './PackageEvaluationPanel.tsx';
import { PackageGoalsTab } from './PackageGoalsTab.tsx';
import { PACKAGE_STATUS_TONES } from './packageStatus.ts';
import { useSectionTitle } from './useSectionTitle.ts';

/** The package's words need the translation (a package is named by its person and year), so the descriptor is made per render. */
const packageDetail = (name: (pkg: Package) => string): RecordDetailDescriptor<Package> => ({
  ns: 'evaluators',
  keys: { entity: 'evaluators:packages.entity', listTitle: 'evaluators:packages.title', detailTitle: 'evaluators:packages.entity', deleteHint: 'evaluators:packages.deleteHint' },
  listPath: '/evaluators',
  param: 'packageId',
  missingMessage: missingIdMessage(missingId('package')),
  update: 'packages.update',
  delete: 'packages.delete',
  record: packageRecord,
  deletion: packageDeletion,
  title: name,
  crumb: name,
  deleteName: name,
  // A visible sheet is final: the package is no longer edited.
  editable: (pkg) => !pkg.evaluationSheetVisible,
  // Someone else's package answers 404 like a missing one (evaluations are private): say so, offer no retry.
  notFound: 'evaluators:packages.notFound',
});

/** evaluators/packages/{packageId}: who and when, the evaluations, then tabs goals and attachments. */
const PackageDetailRoute = () => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const dates = useDateFormat();
  const canUpdate = usePermission('packages.update');
  const [tab, setTab] = useState('goals');
  return (
    <RecordDetailScreen
      descriptor={packageDetail((pkg) => t('evaluators:packages.detail', { name: pkg.user.name, year: pkg.year }))}
      listLabel={section}
      body={(current, reload) => (
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
          <PackageEvaluations key={current.id} pkg={current} onChanged={reload} />
          <Tabs
            label={t('evaluators:packages.tabs.label')}
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'goals', label: t('evaluators:packages.tabs.goals'), content: <PackageGoalsTab pkg={current} /> },
              attachmentsTab({ label: t('evaluators:attachments'), owner: 'packages', record: current, missingOwner: 'mediaNotFound', canEdit: canUpdate, onChanged: reload }),
            ]}
          />
        </>
      )}
    />
  );
};

export default PackageDetailRoute;
