import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { listGoals, type Goal } from '../../api/goals.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Checkbox } from '../components/Checkbox.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { toggleGoal } from './packageForm.ts';

export type GoalChoicesProps = {
  readonly year: number | null;
  readonly chosen: readonly string[];
  readonly onChange: (chosen: readonly string[]) => void;
  readonly errors?: readonly string[] | undefined;
};

type Loaded = { status: 'loading' } | { status: 'ready'; goals: readonly Goal[] } | { status: 'failed' };

/** The goals of the package's year as checkboxes (a year holds few goals: one page of 100 is all of them). */
export const GoalChoices = ({ year, chosen, onChange, errors }: GoalChoicesProps) => {
  const { t } = useTranslation(['evaluators', 'common']);
  const { client } = useApiClients();
  // The answer remembers its year: while another year loads, the list shows loading rather than stale goals.
  const [answer, setAnswer] = useState<{ year: number | null; loaded: Loaded } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Effect.runPromise(listGoals(client, { pageSize: 100, ...(year === null ? {} : { year }) }), { signal: controller.signal }).then(
      (page) => setAnswer({ year, loaded: { status: 'ready', goals: page.items } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ year, loaded: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [client, year]);
  const loaded: Loaded = answer !== null && answer.year === year ? answer.loaded : { status: 'loading' };
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}>
      <legend className={css({ fontWeight: '600', px: '1' })}>{t('evaluators:packages.fields.goals')}</legend>
      {loaded.status === 'loading' ? <Spinner label={t('common:states.loading')} /> : null}
      {loaded.status === 'failed' ? <p role="alert">{t('evaluators:packages.goalsNotLoaded')}</p> : null}
      {loaded.status === 'ready' && loaded.goals.length === 0 ? <p>{t('evaluators:packages.noGoalsForYear')}</p> : null}
      {loaded.status === 'ready'
        ? loaded.goals.map((goal) => (
            <Checkbox key={goal.id} label={goal.title} checked={chosen.includes(String(goal.id))} onCheckedChange={(on) => onChange(toggleGoal(chosen, String(goal.id), on))} />
          ))
        : null}
      {errors && errors.length > 0 ? <p className={css({ color: 'danger' })}>{errors.join(' ')}</p> : null}
    </fieldset>
  );
};
