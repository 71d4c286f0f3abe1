import type { ProcessGraph, ProcessState } from '../introspection/processGraph.ts';
import { MAX_SCENARIOS, roleKey, storyKey, storyRoles, type ProcessStory } from './processStory.ts';

/**
 * What ties a story to its machine, as a list of problems (empty when it holds): every leaf state is a status or
 * internal, every transition is on an action's path or internal, every path runs in the machine from its status to
 * its status, and the scenarios (at most MAX_SCENARIOS) together take every action and reach every status.
 */
export const storyProblems = (story: ProcessStory, graph: ProcessGraph): string[] => {
  const problems: string[] = [];
  const states = new Map(graph.states.map((state) => [state.id, state]));
  const transitions = new Map(graph.transitions.map((transition) => [transition.id, transition]));
  const statusOf = new Map<string, string>();
  for (const status of story.states) for (const id of status.machineStates) statusOf.set(id, status.id);
  const internal = new Set(story.internalStates);

  for (const state of graph.states) {
    if (state.id === graph.rootId || state.children.length > 0) continue;
    const told = (statusOf.has(state.id) ? 1 : 0) + (internal.has(state.id) ? 1 : 0);
    if (told === 0) problems.push(`state ${state.id} is neither a status nor internal`);
    if (told === 2) problems.push(`state ${state.id} is both a status and internal`);
  }
  for (const id of [...statusOf.keys(), ...internal]) if (!states.has(id)) problems.push(`state ${id} is not in the machine`);

  const onPath = new Set(story.transitions.flatMap((transition) => transition.path));
  const internalTransitions = new Set(story.internalTransitions);
  for (const transition of graph.transitions) {
    if (!onPath.has(transition.id) && !internalTransitions.has(transition.id)) problems.push(`transition ${transition.id} is on no action's path and not internal`);
  }
  for (const id of [...onPath, ...internalTransitions]) if (!transitions.has(id)) problems.push(`transition ${id} is not in the machine`);

  // A leaf reached by entering `id` (a compound state enters its initial child, down to a leaf).
  const enter = (id: string): string => {
    const state: ProcessState | undefined = states.get(id);
    return state?.initial ? enter(state.initial) : id;
  };
  const isAncestorOrSelf = (ancestor: string, id: string): boolean => {
    for (let current: string | null | undefined = id; current; current = states.get(current)?.parent) if (current === ancestor) return true;
    return false;
  };
  const statusIds = new Set(story.states.map((status) => status.id));
  for (const action of story.transitions) {
    if (!statusIds.has(action.from) || !statusIds.has(action.to)) {
      problems.push(`action ${action.id} joins unknown statuses`);
      continue;
    }
    const starts = story.states.find((status) => status.id === action.from)?.machineStates ?? [];
    let positions = [...starts];
    for (const id of action.path) {
      const step = transitions.get(id);
      if (!step) break;
      const at = positions.find((position) => isAncestorOrSelf(step.source, position));
      if (at === undefined) {
        problems.push(`action ${action.id}: ${id} does not start where the path is (${positions.join(', ')})`);
        break;
      }
      const target = step.targets[0];
      positions = positions.map((position) => (position === at && target !== undefined ? enter(target) : position));
    }
    const ends = story.states.find((status) => status.id === action.to)?.machineStates ?? [];
    if (!positions.some((position) => ends.includes(position))) problems.push(`action ${action.id} ends in ${positions.join(', ')}, not in ${action.to}`);
  }

  if (story.scenarios.length > MAX_SCENARIOS) problems.push(`${story.scenarios.length} scenarios, more than ${MAX_SCENARIOS}`);
  const taken = new Set<string>();
  const reached = new Set<string>(story.initial);
  for (const scenario of story.scenarios) {
    let current = [...story.initial];
    for (const id of scenario.steps) {
      const action = story.transitions.find((transition) => transition.id === id);
      if (!action || !current.includes(action.from)) {
        problems.push(`scenario ${scenario.id}: ${id} cannot be taken from ${current.join(', ')}`);
        break;
      }
      current = current.map((state) => (state === action.from ? action.to : state));
      taken.add(id);
      reached.add(action.to);
    }
  }
  for (const action of story.transitions) if (!taken.has(action.id)) problems.push(`action ${action.id} is in no scenario`);
  for (const status of story.states) if (!reached.has(status.id)) problems.push(`status ${status.id} is in no scenario`);
  return problems;
};

/** Every key of the story's words: a language without one of them fails its test. */
export const storyWordKeys = (story: ProcessStory): string[] => [
  storyKey(story, 'summary'),
  ...story.states.map((state) => storyKey(story, 'states', state.id)),
  ...story.transitions.map((transition) => storyKey(story, 'transitions', transition.id)),
  ...story.conditions.map((condition) => storyKey(story, 'conditions', condition)),
  ...story.scenarios.map((scenario) => storyKey(story, 'scenarios', scenario.id)),
  ...storyRoles(story).map(roleKey),
];
