import { describe, expect, it } from 'vitest';
import { bundleTranslate } from '../../../src/machines/introspection/bundleTranslate.ts';
import { PROCESS_STORIES } from '../../../src/machines/stories.ts';
import { scenarioSteps, storyKey, type ProcessStory } from '../../../src/machines/story/processStory.ts';
import { sampleApprovalStory } from '../../../src/machines/sampleApproval/sampleApproval.story.ts';
import { chooseShape, fittedScale, layoutStory, READABLE_SCALE, SHAPES, storyArrows, type StoryLayout } from '../../../src/ui/processes/story/storyLayout.ts';
import { fittedView, pinchView } from '../../../src/ui/processes/story/useDiagramView.ts';
import { boxesMeet, placeLabels } from '../../../src/ui/processes/story/labelPlacement.ts';
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

/** Every pair of things that should not meet on a drawn diagram: two action labels, a label and a status or start dot. */
const collisions = (layout: StoryLayout): string[] => {
  const labels = layout.edges.flatMap((edge) => (edge.label ? [{ id: edge.id, box: edge.label }] : []));
  const boxes = [...layout.nodes.map((node) => ({ id: node.id, box: node as StoryLayout['nodes'][number] })), ...layout.starts.map((start) => ({ id: `start:${start.id}`, box: start }))];
  return labels.flatMap((label, index) => [
    ...labels.slice(index + 1).filter((other) => boxesMeet(label.box, other.box)).map((other) => `${label.id} on ${other.id}`),
    ...boxes.filter((box) => boxesMeet(label.box, box.box)).map((box) => `${label.id} on ${box.id}`),
  ]);
};

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

  it.each(PROCESS_STORIES.flatMap((story) => [[story.machineId, 'it', story, it_] as const, [story.machineId, 'en', story, en] as const]))(
    '%s (%s): no action label on another or on a status, as it opens on a phone, a tablet and a desktop',
    async (_id, _language, story, bundle) => {
      const layouts = await shapesOf(story, bundle);
      for (const width of [PHONE, 600, DESKTOP]) {
        const chosen = chooseShape(layouts, width)!;
        expect(collisions(chosen), `${chosen.direction} ${chosen.mode} at ${width} px`).toEqual([]);
        // …and every label stays inside the drawing (the fitted view shows all of it).
        for (const edge of chosen.edges) if (edge.label) expect(edge.label.x >= 0 && edge.label.y >= 0 && edge.label.x + edge.label.width <= chosen.width && edge.label.y + edge.label.height <= chosen.height).toBe(true);
      }
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

describe('placeLabels', () => {
  it('puts the numbers of an arrow and of the arrow back, side by side between two statuses, where neither covers the other', () => {
    // Two statuses one above the other, two parallel arrows 10 px apart (ELK's spacing): centred, the numbers would meet.
    const top = { x: 0, y: 0, width: 80, height: 40 };
    const bottom = { x: 0, y: 100, width: 80, height: 40 };
    const size = { width: 40, height: 23 };
    const placed = placeLabels(
      [
        { id: 'down', points: [{ x: 35, y: 40 }, { x: 35, y: 100 }], size },
        { id: 'up', points: [{ x: 45, y: 100 }, { x: 45, y: 40 }], size },
      ],
      [top, bottom],
      { x: -48, y: -48, width: 176, height: 236 },
    );
    const down = placed.get('down')!;
    const up = placed.get('up')!;
    expect(boxesMeet(down, up)).toBe(false);
    for (const box of [down, up]) expect(boxesMeet(box, top) || boxesMeet(box, bottom)).toBe(false);
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
