import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleKey, storyKey, type ProcessStory } from '../../../machines/story/processStory.ts';
import type { StoryWords } from './storyLayout.ts';

export type StoryText = StoryWords & {
  readonly summary: string;
  readonly role: (role: string) => string;
  readonly condition: (id: string) => string;
  readonly scenario: (id: string) => string;
  readonly states: (ids: readonly string[]) => string;
  readonly language: string;
};

/** A story's words in the current language (`processes` namespace, `story.<machineId>`). */
export const useStoryWords = (story: ProcessStory): StoryText => {
  const { t, i18n } = useTranslation('processes');
  return useMemo(() => {
    const state = (id: string) => t(storyKey(story, 'states', id));
    return {
      summary: t(storyKey(story, 'summary')),
      state,
      transition: (id: string) => t(storyKey(story, 'transitions', id)),
      role: (role: string) => t(roleKey(role)),
      condition: (id: string) => t(storyKey(story, 'conditions', id)),
      scenario: (id: string) => t(storyKey(story, 'scenarios', id)),
      states: (ids: readonly string[]) => ids.map(state).join(' · '),
      language: i18n.language,
    };
  }, [story, t, i18n.language]);
};
