import { describe, expect, it } from 'vitest';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { bundleTranslate } from '../../src/machines/introspection/bundleTranslate.ts';
import { MACHINE_REGISTRY, registryEntry } from '../../src/machines/registry.ts';
import { PROCESS_STORIES } from '../../src/machines/stories.ts';
import { storyProblems, storyWordKeys } from '../../src/machines/story/storyCoverage.ts';
import type { ProcessStory } from '../../src/machines/story/processStory.ts';
import en from '../../locales/en/processes.json';
import it_ from '../../locales/it/processes.json';

const graphOf = (story: ProcessStory) => {
  const entry = registryEntry(story.machineId);
  if (!entry) throw new Error(`${story.machineId} is not registered`);
  return introspectMachine(entry.machine);
};

describe('business workflow stories (issue 35)', () => {
  it('covers the named business workflows, each a registered machine', () => {
    expect(PROCESS_STORIES.map((story) => story.machineId).sort()).toEqual(
      ['dataImport', 'duplicateCheck', 'newsletterSubscription', 'packageEvaluation', 'profileMerge', 'proposalSending', 'sampleApproval', 'sectionAccess', 'taskTracking', 'vacationStatus'].sort(),
    );
    for (const story of PROCESS_STORIES) expect(MACHINE_REGISTRY.some((entry) => entry.id === story.machineId)).toBe(true);
  });

  it.each(PROCESS_STORIES.map((story) => [story.machineId, story] as const))('%s: every state and transition of the machine is told, every path runs, the scenarios cover it all', (_id, story) => {
    expect(storyProblems(story, graphOf(story))).toEqual([]);
  });

  it.each([
    ['it', it_],
    ['en', en],
  ] as const)('every story has its words in %s', (_language, bundle) => {
    const { exists } = bundleTranslate(bundle);
    const missing = PROCESS_STORIES.flatMap(storyWordKeys).filter((key) => !exists(key));
    expect(missing).toEqual([]);
  });
});

describe('storyProblems', () => {
  const story = PROCESS_STORIES.find((candidate) => candidate.machineId === 'vacationStatus');
  if (!story) throw new Error('no vacation story');
  const graph = graphOf(story);

  it('fails when the machine gains a state the story does not tell', () => {
    const extra = { ...graph.states[1]!, id: 'vacationStatus.escalated', key: 'escalated', children: [], initial: null };
    expect(storyProblems(story, { ...graph, states: [...graph.states, extra] })).toContain('state vacationStatus.escalated is neither a status nor internal');
  });

  it('fails when the machine gains a transition the story does not tell', () => {
    const extra = { ...graph.transitions[0]!, id: 'vacationStatus.pending|vacation.escalate|0' };
    expect(storyProblems(story, { ...graph, transitions: [...graph.transitions, extra] })).toContain('transition vacationStatus.pending|vacation.escalate|0 is on no action\'s path and not internal');
  });

  it('fails when an action\'s path does not lead to its status', () => {
    const wrong = { ...story, transitions: story.transitions.map((action) => (action.id === 'approve' ? { ...action, to: 'rejected' } : action)) };
    expect(storyProblems(wrong, graph)).toContain('action approve ends in vacationStatus.accepted, not in rejected');
  });

  it('fails when the scenarios leave an action out or are too many', () => {
    const fewer = { ...story, scenarios: story.scenarios.filter((scenario) => scenario.id !== 'changesRevoked') };
    expect(storyProblems(fewer, graph)).toContain('action rejectModified is in no scenario');
    const many = { ...story, scenarios: [...story.scenarios, ...story.scenarios] };
    expect(storyProblems(many, graph)).toContain(`${many.scenarios.length} scenarios, more than 12`);
  });
});
