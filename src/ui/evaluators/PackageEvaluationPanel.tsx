import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import type { ApiClient } from '../../api/client.ts';
import {
  confirmPackageAcknowledgment,
  createPackageEvaluation,
  deletePackageEvaluation,
  listPackageEvaluations,
  listRatings,
  makeAnnualSheetsVisible,
  type Evaluation,
  type Package,
  type Rating,
  getPackage,
} from '../../api/packages.ts';
import { createPackageEvaluationMachine, refusalOf, type PackageFacts } from '../../machines/packageEvaluation/packageEvaluation.machine.ts';
import { selectUser } from '../../machines/session/session.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { Select } from '../components/Select.tsx';
import { usePermission } from '../components/usePermission.ts';
import { useUnratedPackages } from './useUnratedPackages.ts';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';

const packageEvaluation = createPackageEvaluationMachine();

type Outcome = 'created' | 'deleted' | 'madeVisible' | 'updated';
const FAILED: Readonly<Record<Outcome, string>> = { created: 'notCreated', deleted: 'notDeleted', madeVisible: 'notMadeVisible', updated: 'notUpdated' };

type Loaded = { evaluations: readonly Evaluation[]; ratings: readonly Rating[] };

const factsOf = (pkg: Package, evaluations: readonly Evaluation[]): PackageFacts => ({
  goals: pkg.goals.length,
  evaluated: new Set(evaluations.map((evaluation) => evaluation.goal.id)).size,
  sheetVisible: pkg.evaluationSheetVisible,
  acknowledged: pkg.acknowledgement.confirmed,
});

/** Reads the package and its evaluations again after a call: the chart moves on from what the server says. */
const reread = (client: ApiClient, id: number, keep: (loaded: readonly Evaluation[]) => void) =>
  Effect.runPromise(
    Effect.map(Effect.all([getPackage(client, id), listPackageEvaluations(client, id)]), ([pkg, page]) => {
      keep(page.items);
      return factsOf(pkg, page.items);
    }),
  );

/**
 * The evaluations of a package: the evaluator (or a manager) rates each goal and may correct a rating until the sheet
 * is visible; a manager makes the year's sheets visible after a confirmation naming the packages still unrated; the
 * person evaluated sees no rating control on their own package and acknowledges their sheet once visible.
 */
export const PackageEvaluationPanel = ({ pkg, evaluations, ratings, onChanged }: { pkg: Package; onChanged: () => void } & Loaded) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  const user = SessionContext.useSelector(selectUser);
  const canManage = usePermission('packages.management');
  const role = { isAssignee: user?.id === pkg.user.id, isEvaluator: user?.id === pkg.evaluator.id, canManage };
  const [rows, setRows] = useState<readonly Evaluation[]>(evaluations);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const evaluationName = t('evaluators:evaluations.entity');
  /** Spec §8: each call says how it went ('{0} created / not created', … 'made visible / not made visible'). */
  const noticed = async <A,>(call: Promise<A>, done: Outcome, name: string): Promise<A> => {
    try {
      const result = await call;
      notify.success(t(`common:notices.${done}`, { name }));
      return result;
    } catch (error) {
      notify.error(t(`common:notices.${FAILED[done]}`, { name }));
      throw error;
    }
  };
  const keep = (loaded: readonly Evaluation[]) => {
    setRows(loaded);
    onChanged();
  };
  const actor = useActorRef(
    packageEvaluation.provide({
      actors: {
        addEvaluation: fromPromise(async ({ input }) => {
          await noticed(Effect.runPromise(createPackageEvaluation(client, pkg.id, { goalId: input.goalId, ratingId: input.ratingId })), 'created', evaluationName);
          return reread(client, pkg.id, keep);
        }),
        removeEvaluation: fromPromise(async ({ input }) => {
          await noticed(Effect.runPromise(deletePackageEvaluation(client, pkg.id, input.evaluationId)), 'deleted', evaluationName);
          return reread(client, pkg.id, keep);
        }),
        showSheets: fromPromise(async ({ input }) => {
          // The dialog named the packages still unrated: confirming it is the explicit consent the server asks for.
          await noticed(Effect.runPromise(makeAnnualSheetsVisible(client, input.year, unratedRef.current.length > 0)), 'madeVisible', t('evaluators:evaluations.sheets', { year: input.year }));
          return reread(client, pkg.id, keep);
        }),
        confirmAcknowledgement: fromPromise(async () => {
          await noticed(Effect.runPromise(confirmPackageAcknowledgment(client, pkg.id)), 'updated', t('evaluators:packages.fields.acknowledgement'));
          return reread(client, pkg.id, keep);
        }),
      },
    }),
    { input: { facts: factsOf(pkg, evaluations), year: pkg.year, ...role } },
  );
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const errorTag = useSelector(actor, (snapshot) => snapshot.context.errorTag);
  // What the chart allows now (guarded transitions), and why not: the controls follow it.
  const canRate = useSelector(actor, (snapshot) => snapshot.can({ type: 'evaluation.add', goalId: 0, ratingId: 0 }));
  const canRemove = useSelector(actor, (snapshot) => snapshot.can({ type: 'evaluation.remove', evaluationId: 0 }));
  const canShow = useSelector(actor, (snapshot) => snapshot.can({ type: 'sheets.show' }));
  const canAcknowledge = useSelector(actor, (snapshot) => snapshot.can({ type: 'acknowledge' }));
  const refusal = useSelector(actor, (snapshot) => refusalOf(snapshot.context, 'rate'));
  const confirming = state === 'confirmingSheets' || state === 'showingSheets';
  const unrated = useUnratedPackages(pkg.year, confirming);
  const unratedRef = useRef<readonly Package[]>([]);
  useEffect(() => {
    unratedRef.current = unrated.status === 'ready' ? unrated.packages : [];
  }, [unrated]);
  const busy = ['evaluating', 'removing', 'showingSheets', 'acknowledging'].includes(state);
  const ratingOptions = ratings.map((rating) => ({ value: String(rating.id), label: `${rating.value} · ${rating.label}` }));
  return (
    <Section title={t('evaluators:evaluations.title')}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p>{t(`evaluators:evaluations.state.${state}`, { defaultValue: '' })}</p>
        {refusal === 'ownPackage' || refusal === 'notEvaluator' ? <p>{t(`evaluators:evaluations.refusal.${refusal}`)}</p> : null}
        {role.isAssignee && !pkg.evaluationSheetVisible ? <p>{t('evaluators:evaluations.hiddenUntilVisible')}</p> : null}
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
                  <span>{t('evaluators:evaluations.notRated')}</span>
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
          <ShowProcessButton actor={actor} machineId="packageEvaluation" />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        busy={state === 'showingSheets' || unrated.status === 'loading'}
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
  const { client } = useApiClients();
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Effect.runPromise(Effect.all([listPackageEvaluations(client, pkg.id), listRatings(client)]), { signal: controller.signal }).then(
      ([evaluations, ratings]) => setLoaded({ evaluations: evaluations.items, ratings: ratings.items }),
      () => {
        if (!controller.signal.aborted) setLoaded('failed');
      },
    );
    return () => controller.abort();
  }, [client, pkg.id]);
  if (loaded === null) return null;
  if (loaded === 'failed') return <p role="alert">{t('evaluators:evaluations.notLoaded')}</p>;
  return <PackageEvaluationPanel pkg={pkg} evaluations={loaded.evaluations} ratings={loaded.ratings} onChanged={onChanged} />;
};
