import { useActorRef } from '@xstate/react';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Evaluation, Package } from '../../api/packages.ts';
import { connectPackageEvaluation } from '../../machines/packageEvaluation/packageEvaluation.connect.ts';
import { createPackageEvaluationLogic, createUnratedConsent, evaluationSetup, factsOf, type EvaluationNotice, type EvaluationSetup } from '../../machines/packageEvaluation/packageEvaluation.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { usePermission } from '../components/usePermission.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { useUnratedPackages } from './useUnratedPackages.ts';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { useConnected } from '../components/useConnected.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';

const FAILED: Readonly<Record<EvaluationNotice, string>> = { created: 'notCreated', deleted: 'notDeleted', madeVisible: 'notMadeVisible', updated: 'notUpdated' };

/**
 * The evaluations of a package: the evaluator (or a manager) rates each goal and may correct a rating until the sheet
 * is visible; a manager makes the year's sheets visible after a confirmation naming the packages still unrated; the
 * person evaluated sees no rating control on their own package and acknowledges their sheet once visible.
 */
export const PackageEvaluationPanel = ({ pkg, evaluations, ratings, onChanged }: { pkg: Package; onChanged: () => void } & EvaluationSetup) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const user = useCurrentUser();
  const canManage = usePermission('packages.management');
  const role = { isAssignee: user?.id === pkg.user.id, isEvaluator: user?.id === pkg.evaluator.id, canManage };
  const [rows, setRows] = useState<readonly Evaluation[]>(evaluations);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [consent] = useState(createUnratedConsent);
  /** What each notice names (spec §8). */
  const noticeName = (notice: EvaluationNotice): string =>
    notice === 'madeVisible'
      ? t('evaluators:evaluations.sheets', { year: pkg.year })
      : notice === 'updated'
        ? t('evaluators:packages.fields.acknowledgement')
        : t('evaluators:evaluations.entity');
  const actor = useActorRef(
    createPackageEvaluationLogic({
      client,
      packageId: pkg.id,
      includeUnrated: consent.includeUnrated,
      onNotice: (notice, done) =>
        done ? notify.success(t(`common:notices.${notice}`, { name: noticeName(notice) })) : notify.error(t(`common:notices.${FAILED[notice]}`, { name: noticeName(notice) })),
      onEvaluations: (loaded) => {
        setRows(loaded);
        onChanged();
      },
    }),
    { input: { facts: factsOf(pkg, evaluations), year: pkg.year, ...role } },
  );
  const { state, showsState, busy, canRate, canRemove, canShowSheets: canShow, canAcknowledge, confirmingSheets: confirming, showingSheets, rateRefusal: refusal, hiddenUntilVisible, errorTag } = useConnected(actor, connectPackageEvaluation);
  const unrated = useUnratedPackages(pkg.year, confirming);
  useEffect(() => {
    consent.name(unrated.status === 'ready' ? unrated.packages.length : 0);
  }, [consent, unrated]);
  const ratingOptions = ratings.map((rating) => ({ value: String(rating.id), label: `${rating.value} · ${rating.label}` }));
  return (
    <Section title={t('evaluators:evaluations.title')}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {showsState ? <p>{t(`evaluators:evaluations.state.${state}`, { defaultValue: '' })}</p> : null}
        {refusal ? <p>{t(`evaluators:evaluations.refusal.${refusal}`)}</p> : null}
        {hiddenUntilVisible ? <p>{t('evaluators:evaluations.hiddenUntilVisible')}</p> : null}
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {pkg.goals.map((goal) => {
            const evaluation = rows.find((row) => row.goal.id === goal.id);
            return (
              <li key={goal.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '2', borderBottomWidth: '1px', borderColor: 'border', pb: '2' })}>
                <span className={css({ fontWeight: '600', flex: '1', minW: '40' })}>{goal.title}</span>
                {evaluation ? (
                  <>
                    <span>{t('evaluators:evaluations.rated', { rating: evaluation.rating.label, by: evaluation.evaluator.name })}</span>
                    {canRemove ? (
                      <IconButton
                        aria-label={t('evaluators:evaluations.remove', { goal: goal.title })}
                        icon={<Trash2 size={16} />}
                        disabled={busy}
                        onClick={() => actor.send({ type: 'evaluation.remove', evaluationId: evaluation.id })}
                      />
                    ) : null}
                  </>
                ) : canRate ? (
                  <>
                    <Select label={t('evaluators:evaluations.rating', { goal: goal.title })} options={ratingOptions} value={choice[goal.id] ?? null} onValueChange={(value) => setChoice({ ...choice, [goal.id]: value ?? '' })} />
                    <Button
                      disabled={busy || !choice[goal.id]}
                      onClick={() => actor.send({ type: 'evaluation.add', goalId: goal.id, ratingId: Number(choice[goal.id]) })}
                    >
                      {t('evaluators:evaluations.add')}
                    </Button>
                  </>
                ) : (
                  // Hidden is not unrated: the person evaluated receives no rating until the sheet is visible.
                  <span>{t(hiddenUntilVisible ? 'evaluators:evaluations.ratingHidden' : 'evaluators:evaluations.notRated')}</span>
                )}
              </li>
            );
          })}
        </ul>
        {errorTag ? <p role="alert">{errorTagText(t, errorTag)}</p> : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {canShow ? <Button onClick={() => actor.send({ type: 'sheets.show' })}>{t('evaluators:evaluations.showSheets', { year: pkg.year })}</Button> : null}
          {canAcknowledge ? (
            <Button variant="primary" disabled={busy} onClick={() => actor.send({ type: 'acknowledge' })}>
              {t('evaluators:evaluations.acknowledge')}
            </Button>
          ) : null}
          <ShowProcessButton actor={actor} machineId="packageEvaluation" recordId={pkg.id} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        busy={showingSheets || unrated.status === 'loading'}
        title={t('evaluators:evaluations.showSheetsTitle', { year: pkg.year })}
        description={
          <>
            <span>{t('evaluators:evaluations.showSheetsHint')}</span>
            {unrated.status === 'failed' ? <span role="alert"> {t('evaluators:evaluations.unratedNotLoaded')}</span> : null}
            {unrated.status === 'ready' && unrated.packages.length > 0 ? (
              <>
                <span> {t('evaluators:evaluations.unratedIntro', { count: unrated.packages.length })}</span>
                <span className={css({ display: 'block', mt: '2' })}>
                  {unrated.packages.map((other) => t('evaluators:packages.detail', { name: other.user.name, year: other.year })).join(' · ')}
                </span>
              </>
            ) : null}
          </>
        }
        confirmLabel={t('evaluators:evaluations.showSheetsConfirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => actor.send({ type: 'sheets.confirm' })}
        onCancel={() => actor.send({ type: 'sheets.cancel' })}
      />
    </Section>
  );
};

/** Loads the evaluations and the rating scale once, then hands them to the panel. */
export const PackageEvaluations = ({ pkg, onChanged }: { pkg: Package; onChanged: () => void }) => {
  const { t } = useTranslation(['evaluators']);
  const setup = useRemoteValue(evaluationSetup, pkg.id);
  if (setup.failed) return <p role="alert">{t('evaluators:evaluations.notLoaded')}</p>;
  if (setup.value === null) return null;
  return <PackageEvaluationPanel pkg={pkg} evaluations={setup.value.evaluations} ratings={setup.value.ratings} onChanged={onChanged} />;
};
