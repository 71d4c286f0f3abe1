import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { packageGoalRecord } from '../../machines/records/packages.logic.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { useSectionTitle } from './useSectionTitle.ts';
import { dash } from '../components/emptyValue.ts';

/** evaluators/packages/{packageId}/goals/{goalId}: a goal as the package assigns it (its weight there) and its evaluations. */
const PackageGoalRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const decimals = useDecimalFormat();
  const dates = useDateFormat();
  const params = useParams<{ packageId: string; goalId: string }>();
  const packageId = idFromParam(params.packageId);
  const goalId = idFromParam(params.goalId);
  // Without a package the goal cannot be read as assigned: both ids missing read as "no goal".
  const goal = useRecord(packageGoalRecord, missingIdMessage(missingId('goal')), packageId === null ? null : goalId, packageId ?? 0);
  const title = goal.record?.title ?? t('evaluators:goals.detail');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={title}
        description={t('evaluators:packageGoal.description')}
        breadcrumbs={[
          { label: section, href: '/evaluators' },
          { label: t('evaluators:packageGoal.package'), ...(packageId === null ? {} : { href: `/evaluators/packages/${packageId}` }) },
          { label: title },
        ]}
      />
      <RecordState {...goal} onRetry={goal.retry}>
        {(current) => (
          <>
            <Section title={t('evaluators:goals.overview')}>
              <DetailList
                items={[
                  { label: t('evaluators:goals.fields.year'), value: current.year },
                  { label: t('evaluators:packageGoal.weight'), value: decimals.percent(current.weight) },
                  { label: t('evaluators:goals.fields.category'), value: dash(current.category) },
                  { label: t('evaluators:goals.fields.target'), value: dash(current.target) },
                  { label: t('evaluators:goals.fields.measure'), value: dash(current.measure) },
                  { label: t('evaluators:goals.fields.description'), value: dash(current.description) },
                ]}
              />
            </Section>
            <DataTable
              caption={t('evaluators:evaluations.title')}
              rows={current.evaluations}
              rowKey={(evaluation) => evaluation.id}
              status="ready"
              empty={{ message: t('evaluators:evaluations.notRated'), icon: <ClipboardCheck size={28} aria-hidden="true" /> }}
              columns={[
                { key: 'rating', header: t('evaluators:packageGoal.rating'), cell: (evaluation) => `${evaluation.rating.value} · ${evaluation.rating.label}` },
                { key: 'evaluator', header: t('evaluators:packages.fields.evaluator'), cell: (evaluation) => evaluation.evaluator.name },
                { key: 'notes', header: t('evaluators:packageGoal.notes'), cell: (evaluation) => dash(evaluation.notes), hideBelow: 'md' },
                { key: 'when', header: t('evaluators:packageGoal.when'), cell: (evaluation) => dates.dateTime(evaluation.createdAt), hideBelow: 'sm' },
              ]}
            />
          </>
        )}
      </RecordState>
    </div>
  );
};

export default PackageGoalRoute;
