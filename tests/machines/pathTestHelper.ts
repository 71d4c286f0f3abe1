import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InputFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

/**
 * Model-based path tests for any XState 5 machine (DESIGN §10): generate shortest + simple paths with
 * xstate/graph's TestModel, replay each on a real actor (`path.test`), and report which states and transitions
 * no path reaches.
 *
 * Why `new TestModel` and not `createTestModel`: the latter refuses machines that invoke actors ("Invocations on
 * test machines are not supported"), and every workflow machine invokes. We rebuild what it adds — the events per
 * state, the state+transition serialisation that makes shortest paths cover transitions — below.
 *
 * Invoked actors do not run during graph traversal, so their outcomes are sample events:
 * `actorDone('loadPage', output)` / `actorError('loadPage', error)`. Provide the machine with stubs that never settle
 * (`fromPromise(() => new Promise(() => {}))`, a callback that sends nothing) so that only the path drives the actor.
 */

export type SampleEvent = EventObject & Readonly<Record<string, unknown>>;

export type SampleEvents = readonly SampleEvent[] | ((snapshot: AnyMachineSnapshot) => readonly SampleEvent[]);

export type MachinePathOptions<TMachine extends AnyStateMachine> = {
  /** Events to try in each state (several per type for guarded branches), including actor outcomes. */
  events: SampleEvents;
  input?: InputFrom<TMachine>;
  /** Cap of traversal steps for machines whose context grows without bound. */
  limit?: number;
};

export type MachinePath = {
  description: string;
  /** The events after the initial state, in order. */
  events: readonly EventObject[];
  /** Every snapshot along the path, the initial one first. */
  snapshots: readonly AnyMachineSnapshot[];
  target: AnyMachineSnapshot;
  /** Replays the path on a real actor (through `path.test`), checking value and context after every step. */
  run: () => Promise<void>;
};

export type UncoveredTransition = { state: string; event: string; branch: number; guard: string | null };

export type PathCoverage = { unreachedStates: readonly string[]; untakenTransitions: readonly UncoveredTransition[] };

export const actorDone = (actorId: string, output: unknown): EventObject & { output: unknown } => ({ type: `xstate.done.actor.${actorId}`, output });

export const actorError = (actorId: string, error: unknown): EventObject & { error: unknown } => ({ type: `xstate.error.actor.${actorId}`, error });

/** JSON of a context with functions dropped and Files reduced to their name: comparable across actors. */
export const comparableContext = (context: unknown): unknown =>
  JSON.parse(
    JSON.stringify(context, (_key, value: unknown) => {
      if (typeof value === 'function') return undefined;
      if (typeof File !== 'undefined' && value instanceof File) return { file: value.name };
      return value;
    }) ?? 'null',
  );

const serializeSnapshot = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: comparableContext(snapshot.context) });

const allStateNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];

const userFacingEvent = (event: EventObject) => event.type !== 'xstate.init';

/** Every state node id of the machine (root included), e.g. `form.editing`. */
export const stateIdsOf = (machine: AnyStateMachine): string[] => allStateNodes(machine.root).map((node) => node.id);

const replayOnActor = async <TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine> | undefined,
  path: { test: (params: { states?: Record<string, (state: AnyMachineSnapshot) => void>; events?: Record<string, (step: { event: EventObject }) => void> }) => Promise<unknown> },
  eventTypes: readonly string[],
  checkContext: boolean,
) => {
  const logic: AnyStateMachine = machine;
  const actor = createActor(logic, input === undefined ? undefined : { input });
  actor.start();
  const checkSameAsModel = (modelSnapshot: AnyMachineSnapshot) => {
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(modelSnapshot.value);
    // Simple paths merge states by value, so their model context may come from another route: compare it only on shortest paths.
    if (checkContext) expect(comparableContext(actual.context)).toEqual(comparableContext(modelSnapshot.context));
  };
  const events = Object.fromEntries(eventTypes.map((type) => [type, (step: { event: EventObject }) => actor.send(step.event)]));
  try {
    await path.test({ states: { '*': checkSameAsModel }, events });
  } finally {
    actor.stop();
  }
};

/** Shortest and simple paths (deduplicated by description) of a machine already `.provide()`d with stubs. */
export const generateMachinePaths = <TMachine extends AnyStateMachine>(machine: TMachine, options: MachinePathOptions<TMachine>): MachinePath[] => {
  const sampleEvents = (snapshot: AnyMachineSnapshot): readonly EventObject[] => {
    const samples = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    const handled = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => [...node.transitions.keys()]));
    return [...handled].flatMap((type) => {
      const matching = samples.filter((event) => event.type === type);
      // Events without payload need no sample; actor outcomes always do (their actions read output/error).
      return matching.length > 0 || type.startsWith('xstate.') ? matching : [{ type }];
    });
  };
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events: sampleEvents,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    // Simple paths: a state is its value only — with context (or the entering transition) they explode combinatorially.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // '*' must match every state so that each step is checked against the real actor.
    stateMatcher: (_snapshot, key) => key === '*',
  });
  // Shortest paths: a state is also the transition that entered it, so that every transition gets a path.
  const shortest = model.getShortestPaths({
    serializeState: (snapshot, event, previous) =>
      `${serializeSnapshot(snapshot)}|${previous ? JSON.stringify(previous.value) : ''}|${event ? JSON.stringify(comparableContext(event)) : ''}`,
  });
  const generated = [...shortest.map((path) => ({ path, checkContext: true })), ...model.getSimplePaths().map((path) => ({ path, checkContext: false }))];
  const seen = new Set<string>();
  const paths: MachinePath[] = [];
  for (const { path, checkContext } of generated) {
    const steps = path.steps as readonly { event: EventObject; state: AnyMachineSnapshot }[];
    const events = steps.map((step) => step.event).filter(userFacingEvent);
    const key = JSON.stringify(events);
    if (seen.has(key)) continue;
    seen.add(key);
    const eventTypes = [...new Set(events.map((event) => event.type))];
    paths.push({
      description: path.description,
      events,
      snapshots: steps.map((step) => step.state),
      target: path.state as AnyMachineSnapshot,
      run: () => replayOnActor(machine, options.input, path as never, eventTypes, checkContext),
    });
  }
  return paths;
};

const transitionKey = (state: string, event: string, branch: number) => `${state}\u0000${event}\u0000${branch}`;

const guardName = (transition: AnyTransitionDefinition): string | null => {
  const guard: unknown = transition.guard;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return guard ? 'inline' : null;
};

/** States no path enters and transitions (state × event × guarded branch) no path takes. Assert both are empty. */
export const pathCoverage = (machine: AnyStateMachine, paths: readonly MachinePath[]): PathCoverage => {
  const nodes = allStateNodes(machine.root);
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    path.snapshots.forEach((snapshot, index) => {
      for (const node of snapshot._nodes) reached.add(node.id);
      const previous = index > 0 ? path.snapshots[index - 1] : undefined;
      const event = path.events[index - 1];
      if (!previous || !event) return;
      for (const transition of machine.getTransitionData(previous, event)) {
        const branches = transition.source.transitions.get(transition.eventType) ?? [];
        taken.add(transitionKey(transition.source.id, transition.eventType, branches.indexOf(transition)));
      }
    });
  }
  const untakenTransitions: UncoveredTransition[] = [];
  for (const node of nodes) {
    for (const [eventType, branches] of node.transitions) {
      branches.forEach((transition, branch) => {
        if (!taken.has(transitionKey(node.id, eventType, branch))) {
          untakenTransitions.push({ state: node.id, event: eventType, branch, guard: guardName(transition) });
        }
      });
    }
  }
  return { unreachedStates: nodes.map((node) => node.id).filter((id) => !reached.has(id)), untakenTransitions };
};
