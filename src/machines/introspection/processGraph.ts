/**
 * A machine's structure as plain data, read from the statechart itself (StateNode introspection): what the viewer
 * draws, the docs describe and the coverage check counts. No XState objects inside, so it serialises and compares.
 */

export type ProcessStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** How a transition is triggered: a named event, an eventless (`always`) check, a delay, an actor outcome, or child states finishing. */
export type TriggerKind = 'event' | 'always' | 'after' | 'actorDone' | 'actorError' | 'stateDone';

export type Trigger = {
  readonly kind: TriggerKind;
  /** The raw event type (`login.submit`, `xstate.done.actor.loadTenant`…); empty for `always`. */
  readonly eventType: string;
  /** What the label names: the event, the actor (actorDone/actorError), the delay (after) or the finished state id. */
  readonly name: string;
};

export type ProcessTransition = {
  /** Unique within the machine: `source|eventType|branch`. */
  readonly id: string;
  readonly source: string;
  /** Target state ids; empty for a transition that only runs actions (it stays in `source`). */
  readonly targets: readonly string[];
  readonly trigger: Trigger;
  /** Position among the guarded alternatives for the same trigger (0 = tried first). */
  readonly branch: number;
  readonly guard: string | null;
  readonly actions: readonly string[];
  /** Leaves and enters again its source (or target) even when the target is a descendant. */
  readonly reenter: boolean;
};

export type ProcessState = {
  /** The state node id, e.g. `session.booting.loadingTenant`; the root's id is the machine id. */
  readonly id: string;
  readonly key: string;
  /** Keys from the root (excluded) down to this state. */
  readonly path: readonly string[];
  readonly type: ProcessStateType;
  readonly parent: string | null;
  readonly children: readonly string[];
  /** The child entered first (compound states only). */
  readonly initial: string | null;
  readonly invokes: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  readonly tags: readonly string[];
  readonly description: string | null;
};

export type ProcessGraph = {
  readonly machineId: string;
  readonly rootId: string;
  /** Every state, the root first, in document order (parents before children). */
  readonly states: readonly ProcessState[];
  readonly transitions: readonly ProcessTransition[];
};

export const stateById = (graph: ProcessGraph, id: string): ProcessState | undefined => graph.states.find((state) => state.id === id);

/** States without the root. */
export const nonRootStates = (graph: ProcessGraph): readonly ProcessState[] => graph.states.filter((state) => state.id !== graph.rootId);

/**
 * What "the machine's states" means to a reader, counted and listed as the diagram draws them: the states below the
 * root, whose box is the machine's frame; but a machine that is a single state (only a root, like the wall clock with
 * its self-transition) is drawn as that one box, and counts it.
 */
export const machineStates = (graph: ProcessGraph): readonly ProcessState[] => {
  const below = nonRootStates(graph);
  return below.length > 0 ? below : graph.states.filter((state) => state.id === graph.rootId);
};
