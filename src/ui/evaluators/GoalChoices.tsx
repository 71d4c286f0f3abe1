import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Goal } from '../../api/goals.ts';
import { goalChoices } from '../../machines/records/goals.logic.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { decimalForInput, formatPercent } from '../../domain/numberFormat.ts';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import { toggleGoal } from './packageForm.ts';
import { weightTotal } from './packageWeights.ts';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';

export type GoalChoicesProps = {
  readonly year: number | null;
  readonly chosen: readonly string[];
  /** Weight of each chosen goal in this package, as typed. */
  readonly weights: Readonly<Record<string, string>>;
  readonly onChange: (chosen: readonly string[], weights: Readonly<Record<string, string>>) => void;
  readonly errors?: readonly string[] | undefined;
  readonly weightErrors?: readonly string[] | undefined;
};

type Loaded = { status: 'loading' } | { status: 'ready'; goals: readonly Goal[] } | { status: 'failed' };

/**
 * The goals of the package's year as checkboxes (a year holds few goals: one page of 100 is all of them), each chosen
 * one with its weight in the package, and the running total of the weights, which must reach exactly 100 %.
 */
export const GoalChoices = ({ year, chosen, weights, onChange, errors, weightErrors }: GoalChoicesProps) => {
  const { t, i18n } = useTranslation(['evaluators', 'common']);
  // While another year's goals load, the list shows loading rather than the previous year's goals.
  const goals = useRemoteValue(goalChoices, year);
  const loaded: Loaded = goals.loading ? { status: 'loading' } : goals.failed || goals.value === null ? { status: 'failed' } : { status: 'ready', goals: goals.value };
  const total = weightTotal(chosen, weights, i18n.language);
  const toggle = (goal: Goal, on: boolean) => {
    const id = String(goal.id);
    const next = toggleGoal(chosen, id, on);
    // A goal chosen again starts from its own weight; one left out forgets what was typed.
    const { [id]: _dropped, ...rest } = weights;
    onChange(next, on ? { ...rest, [id]: weights[id] ?? decimalForInput(goal.weight, i18n.language) } : rest);
  };
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}>
      <legend className={css({ fontWeight: '600', px: '1' })}>{t('evaluators:packages.fields.goals')}</legend>
      {loaded.status === 'loading' ? <Spinner label={t('common:states.loading')} /> : null}
      {loaded.status === 'failed' ? <p role="alert">{t('evaluators:packages.goalsNotLoaded')}</p> : null}
      {loaded.status === 'ready' && loaded.goals.length === 0 ? <p>{t('evaluators:packages.noGoalsForYear')}</p> : null}
      {loaded.status === 'ready'
        ? loaded.goals.map((goal) => (
            <div key={goal.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' })}>
              <div className={css({ flex: '1', minW: '40' })}>
                <Checkbox label={goal.title} checked={chosen.includes(String(goal.id))} onCheckedChange={(on) => toggle(goal, on)} />
              </div>
              {chosen.includes(String(goal.id)) ? (
                <div className={css({ w: '32' })}>
                  <TextField
                    // Read "Peso di <goal> (%)"; shown "Peso (%)" beside the goal's own box, which names it (the whole
                    // title above a narrow field made a tall column of words).
                    label={
                      <>
                        {t('evaluators:packages.weights.label')} <VisuallyHidden>{t('evaluators:packages.weights.ofGoal', { goal: goal.title })} </VisuallyHidden>
                        {t('evaluators:packages.weights.unit')}
                      </>
                    }
                    name={`weight-${goal.id}`}
                    inputMode="decimal"
                    value={weights[String(goal.id)] ?? ''}
                    onValueChange={(value) => onChange(chosen, { ...weights, [String(goal.id)]: value })}
                  />
                </div>
              ) : null}
            </div>
          ))
        : null}
      {chosen.length > 0 ? (
        <p aria-live="polite" className={css({ fontWeight: '600', color: 'total' in total && total.complete ? undefined : 'danger' })}>
          {'total' in total ? t('evaluators:packages.weights.total', { total: formatPercent(total.total, i18n.language) }) : t('evaluators:packages.weights.invalid')}
        </p>
      ) : null}
      {weightErrors && weightErrors.length > 0 ? <p className={css({ color: 'danger' })}>{weightErrors.join(' ')}</p> : null}
      {errors && errors.length > 0 ? <p className={css({ color: 'danger' })}>{errors.join(' ')}</p> : null}
    </fieldset>
  );
};
