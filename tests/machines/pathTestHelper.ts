import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InputFrom } from 'xstate';
import { comparableContext } from '../../src/machines/introspection/comparableContext.ts';
import { eventsIn, traverseMachine, type TraversedPath } from '../../src/machines/introspection/generatePaths.ts';

/**
 * Model-based path tests for any XState 5 machine (DESIGN §10): shortest + simple paths from the one path generator
 * (`traverseMachine`, src/machines/introspection/generatePaths.ts, which the registry, the Processi screen and the
 * browser path tests use too), each replayed on a real actor, and which states and transitions no path reaches.
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

export { comparableContext };

const allStateNodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];

/** Every state node id of the machine (root included), e.g. `form.editing`. */
export const stateIdsOf = (machine: AnyStateMachine): string[] => allStateNodes(machine.root).map((node) => node.id);

/**
 * Replays a traversed path on a real actor: after start and after every event, the actor's value must be the
 * path's; its context too on shortest paths (simple paths merge states by value, so their context may come from
 * another route).
 */
const replayOnActor = <TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine> | undefined, path: TraversedPath): void => {
  const logic: AnyStateMachine = machine;
  const actor = createActor(logic, input === undefined ? undefined : { input });
  actor.start();
  const checkSameAsModel = (modelSnapshot: AnyMachineSnapshot | undefined) => {
    if (!modelSnapshot) throw new Error('the path has fewer snapshots than events');
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(modelSnapshot.value);
    if (path.kind === 'shortest') expect(comparableContext(actual.context)).toEqual(comparableContext(modelSnapshot.context));
  };
  try {
    checkSameAsModel(path.snapshots[0]);
    path.events.forEach((event, index) => {
      actor.send(event);
      checkSameAsModel(path.snapshots[index + 1]);
    });
  } finally {
    actor.stop();
  }
};

const describePath = (path: TraversedPath): string => {
  const target = path.snapshots.at(-1);
  const via = path.events.length === 0 ? 'the initial state' : path.events.map((event) => event.type).join(' → ');
  return `${path.kind}: reaches ${JSON.stringify(target?.value)} via ${via}`;
};

/** Shortest and simple paths (deduplicated by events) of a machine already `.provide()`d with stubs. */
export const generateMachinePaths = <TMachine extends AnyStateMachine>(machine: TMachine, options: MachinePathOptions<TMachine>): MachinePath[] =>
  machinePaths(machine, options, 'shortestAndSimple');

/**
 * Shortest paths only: for machines with parallel regions (the session's start-up), whose simple paths explode.
 * Shortest paths to every (state, incoming transition) pair still take every transition, which pathCoverage checks.
 */
export const shortestMachinePaths = <TMachine extends AnyStateMachine>(machine: TMachine, options: MachinePathOptions<TMachine>): MachinePath[] =>
  machinePaths(machine, options, 'shortest');

const machinePaths = <TMachine extends AnyStateMachine>(machine: TMachine, options: MachinePathOptions<TMachine>, strategy: 'shortest' | 'shortestAndSimple'): MachinePath[] =>
  traverseMachine(machine, { events: eventsIn(options.events), input: options.input, limit: options.limit, strategy }).map((path) => {
    const target = path.snapshots.at(-1);
    if (!target) throw new Error('a traversed path has no snapshot');
    return {
      description: describePath(path),
      events: path.events,
      snapshots: path.snapshots,
      target,
      run: () => Promise.resolve(replayOnActor(machine, options.input, path)),
    };
  });

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
