import { describe, expect, it } from 'vitest';
import { bundleTranslate } from '../../../src/machines/introspection/bundleTranslate.ts';
import { PROCESS_STORIES } from '../../../src/machines/stories.ts';
import { scenarioSteps, storyKey, type ProcessStory } from '../../../src/machines/story/processStory.ts';
import { sampleApprovalStory } from '../../../src/machines/sampleApproval/sampleApproval.story.ts';
import { chooseShape, fittedScale, layoutStory, READABLE_SCALE, SHAPES, storyArrows, type StoryLayout } from '../../../src/ui/processes/story/storyLayout.ts';
import { fittedView, pinchView } from '../../../src/ui/processes/story/useDiagramView.ts';
import en from '../../../locales/en/processes.json';
import it_ from '../../../locales/it/processes.json';

const wordsOf = (story: ProcessStory, bundle: unknown) => {
  const { t } = bundleTranslate(bundle);
  return { state: (id: string) => t(storyKey(story, 'states', id)), transition: (id: string) => t(storyKey(story, 'transitions', id)) };
};

const shapesOf = (story: ProcessStory, bundle: unknown): Promise<StoryLayout[]> => Promise.all(SHAPES.map(([direction, mode]) => layoutStory(story, wordsOf(story, bundle), direction, mode)));

// The room a diagram has at 360 px (page, card and frame paddings off) and on a laptop's content column.
const PHONE = 300;
const DESKTOP = 900;

describe('story diagram shapes (issue 35 point 3)', () => {
  it.each(PROCESS_STORIES.flatMap((story) => [[story.machineId, 'it', story, it_] as const, [story.machineId, 'en', story, en] as const]))(
    '%s (%s) opens whole and readable on a phone and on a desktop',
    async (_id, _language, story, bundle) => {
      const layouts = await shapesOf(story, bundle);
      for (const width of [PHONE, DESKTOP]) {
        const chosen = chooseShape(layouts, width);
        expect(chosen, `a shape at ${width} px`).toBeDefined();
        // Every text stays at 12 px or more once the whole diagram is fitted to the width.
        expect(fittedScale(chosen!, width)).toBeGreaterThanOrEqual(READABLE_SCALE);
        const view = fittedView(chosen!, width);
        expect(view.x + chosen!.width * view.scale).toBeLessThanOrEqual(width);
      }
      // On a desktop the sentences are on the arrows whenever they fit.
      const wide = chooseShape(layouts, DESKTOP);
      if (layouts.some((layout) => layout.mode === 'full' && fittedScale(layout, DESKTOP) >= READABLE_SCALE)) expect(wide?.mode).toBe('full');
    },
    30_000,
  );

  it('draws one arrow per pair of statuses, every action on it', () => {
    const vacation = PROCESS_STORIES.find((story) => story.machineId === 'vacationStatus')!;
    const arrows = storyArrows(vacation);
    expect(arrows.find((arrow) => arrow.id === 'accepted>pending')?.transitionIds).toEqual(['reopenApproved', 'editApproved']);
    expect(arrows.flatMap((arrow) => arrow.transitionIds).sort()).toEqual(vacation.transitions.map((transition) => transition.id).sort());
  });

  it('prefers the narrow numbered shape when the sentences would shrink below 12 px', () => {
    const wide = { width: 1200, mode: 'full' } as StoryLayout;
    const narrow = { width: 280, mode: 'numbered' } as StoryLayout;
    expect(chooseShape([wide, narrow], 1300)).toBe(wide);
    expect(chooseShape([wide, narrow], 320)).toBe(narrow);
  });
});

describe('scenarioSteps', () => {
  it('moves only the region an action belongs to in a parallel workflow', () => {
    const scenario = sampleApprovalStory.scenarios.find((candidate) => candidate.id === 'salesDenies')!;
    expect(scenarioSteps(sampleApprovalStory, scenario).map((step) => step.states)).toEqual([
      ['technicalPending', 'salesPending'],
      ['technicalApproved', 'salesPending'],
      ['technicalApproved', 'salesDenied'],
    ]);
  });
});

describe('diagram view', () => {
  it('opens the whole diagram fitted to the width, centred, never enlarged', () => {
    expect(fittedView({ width: 600, height: 300 }, 324)).toEqual({ scale: 0.5, x: 12, y: 12 });
    expect(fittedView({ width: 200, height: 300 }, 824)).toEqual({ scale: 1, x: 312, y: 12 });
  });

  it('zooms by a pinch around the point between the fingers', () => {
    const view = { scale: 1, x: 0, y: 0 };
    // The fingers twice as far apart: twice the scale, the middle point (100, 0) staying where it is.
    const spread = pinchView(view, { x: 100, y: 0 }, { x: 200, y: 0 }, { x: 0, y: 0 });
    expect(spread.scale).toBe(2);
    expect(spread.x).toBe(-100);
    expect(pinchView(view, { x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 0 })).toBe(view);
  });
});
