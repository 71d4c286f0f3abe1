/**
 * A business workflow as its owner tells it (issue 35): the statuses people know, the actions that move a record
 * between them (each done by a role), the conditions said once, and named scenarios. It is written beside the machine
 * (`<workflow>.story.ts`) and tied to it: every business state lists the machine states it stands for, every action
 * the path of machine transitions it takes (routing and calls in flight folded in), and every other machine state or
 * transition is named as internal. storyCoverage.ts checks the ties, so a machine that gains a state or a transition
 * without words fails its test. The words are in the `processes` namespace under `story.<machineId>`.
 */

export type StoryState = {
  /** Key under `story.<machineId>.states`. */
  readonly id: string;
  /** The machine's leaf states this status stands for (one each, or one per region of a parallel machine). */
  readonly machineStates: readonly string[];
  /** A status the record does not leave (a merge done): drawn with a double border. */
  readonly final?: boolean;
};

export type StoryTransition = {
  /** Key under `story.<machineId>.transitions` (the sentence "role does action"). */
  readonly id: string;
  readonly from: string;
  readonly to: string;
  /** Key under `roles`. */
  readonly role: string;
  /** The machine transitions it takes, in order, by ProcessTransition.id (`source|event|branch`). */
  readonly path: readonly string[];
};

export type StoryScenario = {
  /** Key under `story.<machineId>.scenarios`. */
  readonly id: string;
  /** Business transition ids, from the story's initial status. */
  readonly steps: readonly string[];
};

export type ProcessStory = {
  readonly machineId: string;
  /** Where a new record starts: one status, or one per region of a parallel machine (sample approval). */
  readonly initial: readonly string[];
  readonly states: readonly StoryState[];
  readonly transitions: readonly StoryTransition[];
  /** Keys under `story.<machineId>.conditions`: each a sentence, shown once beside the diagram. */
  readonly conditions: readonly string[];
  readonly scenarios: readonly StoryScenario[];
  /** Machine states that are no status of their own: routing, a dialog open, a call in flight. */
  readonly internalStates: readonly string[];
  /** Machine transitions that are no action of their own (closing a message, cancelling a dialog, a failed call). */
  readonly internalTransitions: readonly string[];
};

export const MAX_SCENARIOS = 12;

export const storyKey = (story: ProcessStory, part: 'summary' | 'states' | 'transitions' | 'conditions' | 'scenarios', id?: string): string =>
  id === undefined ? `story.${story.machineId}.${part}` : `story.${story.machineId}.${part}.${id}`;

export const roleKey = (role: string): string => `roles.${role}`;

export const storyState = (story: ProcessStory, id: string): StoryState | undefined => story.states.find((state) => state.id === id);

export const storyTransition = (story: ProcessStory, id: string): StoryTransition | undefined => story.transitions.find((transition) => transition.id === id);

/** The business statuses a machine's active states stand for: none while it is in an internal state only. */
export const storyStatesOf = (story: ProcessStory, active: ReadonlySet<string>): readonly string[] =>
  story.states.filter((state) => state.machineStates.some((id) => active.has(id))).map((state) => state.id);

/** The roles a story names, in order of first appearance (the legend). */
export const storyRoles = (story: ProcessStory): readonly string[] => [...new Set(story.transitions.map((transition) => transition.role))];

export type ScenarioStep = { readonly states: readonly string[]; readonly transition: string | null };

/**
 * A scenario as the diagram plays it: the start, then each action and the statuses after it (an action replaces its
 * `from` with its `to`; the other region of a parallel machine stays where it is). An action whose `from` is not
 * current is a broken scenario: storyCoverage.ts reports it.
 */
export const scenarioSteps = (story: ProcessStory, scenario: StoryScenario): readonly ScenarioStep[] => {
  const steps: ScenarioStep[] = [{ states: story.initial, transition: null }];
  for (const id of scenario.steps) {
    const previous = steps.at(-1)?.states ?? story.initial;
    const transition = storyTransition(story, id);
    steps.push({ states: transition ? previous.map((state) => (state === transition.from ? transition.to : state)) : previous, transition: id });
  }
  return steps;
};
