import type { ProcessStory } from '../../../machines/story/processStory.ts';
import { trackedPromise } from '../trackedPromise.ts';
import { layoutStory, SHAPES, type StoryLayout, type StoryWords } from './storyLayout.ts';

// Every shape of a story, once per language for the page's lifetime: React's `use()` needs the same promise on every
// render, and the shape is chosen by the viewport's width, which may change (a phone turned).
const layouts = new Map<string, Promise<readonly StoryLayout[]>>();

export const cachedStoryLayouts = (story: ProcessStory, words: StoryWords, language: string): Promise<readonly StoryLayout[]> => {
  const key = `${story.machineId}|${language}`;
  let promise = layouts.get(key);
  if (!promise) {
    promise = trackedPromise(Promise.all(SHAPES.map(([direction, mode]) => layoutStory(story, words, direction, mode))));
    layouts.set(key, promise);
  }
  return promise;
};
