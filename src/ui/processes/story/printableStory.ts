import type { TFunction } from 'i18next';
import type { ProcessStory } from '../../../machines/story/processStory.ts';
import type { PrintableStory } from './printDiagram.ts';
import type { StoryText } from './useStoryWords.ts';

/** What the PDF says beside the drawing: the summary, the numbered actions with their roles, the rules, the scenarios. */
export const printableStory = (story: ProcessStory, words: StoryText, title: string, t: TFunction<'processes'>): PrintableStory => ({
  title,
  summary: words.summary,
  language: words.language,
  sections: [
    {
      heading: t('business.actions'),
      lines: story.transitions.map((transition, index) => `${index + 1}. ${words.transition(transition.id)} (${words.role(transition.role)} · ${words.state(transition.from)} → ${words.state(transition.to)})`),
    },
    { heading: t('business.conditions'), lines: story.conditions.map(words.condition) },
    { heading: t('business.scenarios'), lines: story.scenarios.map((scenario) => `${words.scenario(scenario.id)}: ${scenario.steps.map(words.transition).join(' → ')}`) },
  ],
});
