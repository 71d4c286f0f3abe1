import { Suspense, use, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { scenarioSteps, type ProcessStory } from '../../../machines/story/processStory.ts';
import { Section } from '../../components/Section.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ScenarioPlayer, type ScenarioPosition } from './ScenarioPlayer.tsx';
import { StoryActions } from './StoryActions.tsx';
import { StoryDiagram, type StoryHighlight } from './StoryDiagram.tsx';
import { StoryLegend } from './StoryLegend.tsx';
import { cachedStoryLayouts } from './storyLayoutCache.ts';
import { printableStory } from './printableStory.ts';
import { useStoryWords, type StoryText } from './useStoryWords.ts';

const none: ReadonlySet<string> = new Set();

export const DiagramLoading = () => {
  const { t } = useTranslation('processes');
  return (
    <div className={css({ display: 'grid', placeItems: 'center', py: '10' })}>
      <Spinner label={t('viewer.loading')} />
    </div>
  );
};

/** The laid-out diagram (suspends while ELK works). */
export const LaidOutStory = ({ story, words, title, highlight }: { readonly story: ProcessStory; readonly words: StoryText; readonly title: string; readonly highlight: StoryHighlight }) => {
  const { t } = useTranslation('processes');
  const layouts = use(cachedStoryLayouts(story, words, words.language));
  const printable = useMemo(() => printableStory(story, words, title, t), [story, words, title, t]);
  return <StoryDiagram story={story} layouts={layouts} title={title} highlight={highlight} printable={printable} />;
};

/** A business workflow in Processi: its summary, the diagram with its legend, the actions and rules, the scenarios. */
export const StoryView = ({ story, title }: { readonly story: ProcessStory; readonly title: string }) => {
  const { t } = useTranslation('processes');
  const words = useStoryWords(story);
  const [position, setPosition] = useState<ScenarioPosition>(null);
  const scenario = position ? story.scenarios.find((candidate) => candidate.id === position.scenario) : undefined;
  const step = scenario && position ? scenarioSteps(story, scenario)[position.step] : undefined;
  const highlight: StoryHighlight = { current: step ? new Set(step.states) : none, transition: step?.transition ?? null };
  return (
    <Section title={title} description={words.summary}>
      <ScenarioPlayer story={story} words={words} position={position} onChange={setPosition} />
      {/* The numbered actions beside the diagram on a wide screen: the arrows carry their numbers when the sentences do not fit. */}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(16rem, 2fr)' }, gap: '4', alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
          <Suspense fallback={<DiagramLoading />}>
            <LaidOutStory story={story} words={words} title={title} highlight={highlight} />
          </Suspense>
          <StoryLegend story={story} words={words} />
        </div>
        <StoryActions story={story} words={words} current={highlight.transition} />
      </div>
      <p className={css({ textStyle: 'small' })}>
        <Link href={`/processes/technical?machine=${story.machineId}`} className={css({ color: 'accent', textDecoration: 'underline' })}>
          {t('business.technical')}
        </Link>
      </p>
    </Section>
  );
};
