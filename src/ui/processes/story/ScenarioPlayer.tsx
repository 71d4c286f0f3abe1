import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { scenarioSteps, type ProcessStory } from '../../../machines/story/processStory.ts';
import { Button } from '../../components/Button.tsx';
import type { StoryText } from './useStoryWords.ts';

export type ScenarioPosition = { readonly scenario: string; readonly step: number } | null;

/**
 * The named scenarios of a workflow, each played step by step on the diagram: the buttons (or ← and → while the
 * player has the focus) move between steps; the line below says the step in words.
 */
export const ScenarioPlayer = ({
  story,
  words,
  position,
  onChange,
}: {
  readonly story: ProcessStory;
  readonly words: StoryText;
  readonly position: ScenarioPosition;
  readonly onChange: (position: ScenarioPosition) => void;
}) => {
  const { t } = useTranslation('processes');
  const scenario = position ? story.scenarios.find((candidate) => candidate.id === position.scenario) : undefined;
  const steps = scenario ? scenarioSteps(story, scenario) : [];
  const step = position && steps[position.step];
  const go = (delta: number) => {
    if (!position) return;
    const next = Math.min(steps.length - 1, Math.max(0, position.step + delta));
    if (next !== position.step) onChange({ ...position, step: next });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Escape') onChange(null);
    else return;
    event.preventDefault();
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 className={css({ fontWeight: '600' })}>{t('business.scenarios')}</h3>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })} aria-label={t('business.scenarioPick')}>
        {story.scenarios.map((candidate) => (
          <li key={candidate.id}>
            <Button size="sm" variant={position?.scenario === candidate.id ? 'primary' : 'secondary'} aria-pressed={position?.scenario === candidate.id} onClick={() => onChange({ scenario: candidate.id, step: 0 })} data-scenario={candidate.id} className={scenarioButton}>
              {words.scenario(candidate.id)}
            </Button>
          </li>
        ))}
      </ul>
      {scenario && step ? (
        <div role="group" aria-label={words.scenario(scenario.id)} onKeyDown={onKeyDown} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', p: '2', bg: 'surfaceHover', borderRadius: 'control' })} data-testid="scenario-player">
          <Button size="sm" variant="secondary" icon={<ChevronLeft size={16} aria-hidden="true" />} onClick={() => go(-1)} disabled={position.step === 0}>
            {t('business.previous')}
          </Button>
          <Button size="sm" variant="secondary" icon={<ChevronRight size={16} aria-hidden="true" />} onClick={() => go(1)} disabled={position.step >= steps.length - 1} data-testid="scenario-next">
            {t('business.next')}
          </Button>
          <p aria-live="polite" className={css({ flex: '1 1 14rem' })} data-testid="scenario-step">
            <span className={css({ fontWeight: '600' })}>{t('business.stepOf', { step: position.step + 1, total: steps.length })}</span>{' '}
            {step.transition === null ? t('business.stepStart', { states: words.states(step.states) }) : t('business.stepAction', { action: words.transition(step.transition), states: words.states(step.states) })}
          </p>
          <Button size="sm" variant="ghost" icon={<X size={16} aria-hidden="true" />} onClick={() => onChange(null)}>
            {t('business.stopScenario')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};

// A case's name is a sentence ("Modificata da chi l'ha chiesta dopo l'approvazione"): it wraps on a phone instead of
// widening the page, as buttons' one-line default would.
const scenarioButton = css({ whiteSpace: 'normal', textAlign: 'start', py: '1' });
