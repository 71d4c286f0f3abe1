import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { Goal } from '../../api/goals.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { goalDeletion, goalRecord } from '../../machines/records/goals.logic.ts';
import { DetailList } from '../components/DetailList.tsx';
import { dash } from '../components/emptyValue.ts';
import { MediaPanel } from '../components/MediaPanel.tsx';
import { RecordDetailScreen, type RecordDetailDescriptor } from '../components/RecordDetailScreen.tsx';
import { Section } from '../components/Section.tsx';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam } from '../components/useRecord.ts';
import { useSectionTitle } from './useSectionTitle.ts';

export const goalDetail: RecordDetailDescriptor<Goal> = {
  ns: 'evaluators',
  keys: { entity: 'evaluators:goals.entity', listTitle: 'evaluators:goals.title', detailTitle: 'evaluators:goals.detail', deleteHint: 'evaluators:goals.deleteHint' },
  listPath: '/evaluators/goals',
  param: 'goalId',
  missingMessage: missingIdMessage(missingId('goal')),
  update: 'goals.update',
  delete: 'goals.delete',
  record: goalRecord,
  deletion: goalDeletion,
  title: (goal) => goal.title,
  crumb: (goal) => goal.title,
  deleteName: (goal) => goal.title,
  // Someone else's goal answers 404 like a missing one (evaluations are private): say so, as the package does,
  // instead of "the item no longer exists" for one the reader never could see.
  notFound: 'evaluators:goals.notFound',
};

/** evaluators/goals/{goalId}: the goal's fields and attachments. */
const GoalDetailRoute = () => {
  const { t } = useTranslation(['evaluators', 'common']);
  const section = useSectionTitle();
  const decimals = useDecimalFormat();
  const { goalId } = useParams<{ goalId: string }>();
  const id = idFromParam(goalId);
  const canUpdate = usePermission('goals.update');
  return (
    <RecordDetailScreen
      descriptor={goalDetail}
      crumbsBefore={[{ label: section, href: '/evaluators' }]}
      body={(current, reload) => (
        <>
          <Section title={t('evaluators:goals.overview')}>
            <DetailList
              items={[
                { label: t('evaluators:goals.fields.year'), value: current.year },
                { label: t('evaluators:goals.fields.category'), value: dash(current.category) },
                { label: t('evaluators:goals.fields.weight'), value: decimals.percent(current.weight) },
                { label: t('evaluators:goals.fields.target'), value: dash(current.target) },
                { label: t('evaluators:goals.fields.measure'), value: dash(current.measure) },
                { label: t('evaluators:goals.fields.description'), value: dash(current.description) },
              ]}
            />
          </Section>
          <Section title={t('evaluators:attachments')}>
            <MediaPanel
              label={t('evaluators:attachments')}
              items={current.media}
              ownerId={id}
              missingOwner="mediaNotFound"
              canEdit={canUpdate}
              onChanged={reload}
              owner="goals"
            />
          </Section>
        </>
      )}
    />
  );
};

export default GoalDetailRoute;
