import { createActor, type AnyMachineSnapshot, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import type { GeneratedPath } from './generatePaths.ts';
import type { ProcessGraph } from './processGraph.ts';
import type { MachineRegistryEntry } from './registryEntry.ts';

/**
 * Coverage measured on a real actor: each generated path is replayed on the stubbed machine, and XState's inspection
 * reports every microstep with the transitions it took. Unlike comparing resting snapshots, this also sees eventless
 * decision states (`always`) and a parallel state's `onDone`, which are passed through within one step.
 */

export type PathReplay = {
  readonly enteredStates: ReadonlySet<string>;
  readonly takenTransitions: ReadonlySet<string>;
  /** Where the actor and the generated path disagree (value after an event), or null. */
  readonly mismatch: string | null;
};

export type CoverageReport = {
  readonly unreachedStates: readonly string[];
  readonly untakenTransitions: readonly string[];
  readonly mismatches: readonly string[];
};

const branchOf = (transition: AnyTransitionDefinition): number => {
  const source: AnyStateNode = transition.source;
  const eventType = String(transition.eventType);
  const branches: readonly AnyTransitionDefinition[] = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return branches.indexOf(transition);
};

/** The id ProcessGraph gives the same transition (see introspect.ts). */
export const transitionIdOf = (transition: AnyTransitionDefinition): string => `${transition.source.id}|${String(transition.eventType)}|${branchOf(transition)}`;

const nodeIds = (snapshot: AnyMachineSnapshot) => snapshot._nodes.map((node: AnyStateNode) => node.id);

/**
 * Replays already made, by stubbed machine and path (a generated path is not changed afterwards): a browser path spec
 * replays its pool once to choose the few it drives and again to check the pool's coverage (the proposal's 5,700
 * paths, about 2 CPU-s each time).
 */
const replays = new WeakMap<object, WeakMap<GeneratedPath, PathReplay>>();

export const replayPath = (entry: MachineRegistryEntry, path: GeneratedPath): PathReplay => {
  let byPath = replays.get(entry.stubbed);
  if (byPath === undefined) {
    byPath = new WeakMap<GeneratedPath, PathReplay>();
    replays.set(entry.stubbed, byPath);
  }
  const known = byPath.get(path);
  if (known !== undefined) return known;
  const made = replayOnActor(entry, path);
  byPath.set(path, made);
  return made;
};

const replayOnActor = (entry: MachineRegistryEntry, path: GeneratedPath): PathReplay => {
  const enteredStates = new Set<string>();
  const takenTransitions = new Set<string>();
  // The initial microsteps are reported while the actor is being created: recognise the machine by its snapshot.
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    if (snapshot.machine !== entry.stubbed) return;
    for (const id of nodeIds(snapshot)) enteredStates.add(id);
    for (const transition of event._transitions) {
      takenTransitions.add(transitionIdOf(transition));
      // A transient state (entered and left by an eventless transition in the same microstep) was active: it is the source.
      enteredStates.add(transition.source.id);
    }
  };
  const actor = createActor(entry.stubbed, { ...(path.start.input === undefined ? {} : { input: path.start.input }), inspect });
  let mismatch: string | null = null;
  try {
    actor.start();
    for (const id of nodeIds(actor.getSnapshot())) enteredStates.add(id);
    path.events.forEach((event, index) => {
      actor.send(event);
      const expected = path.snapshots[index + 1]?.value;
      const actual = actor.getSnapshot().value;
      if (mismatch === null && JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatch = `${path.id} after ${event.type}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
      }
      for (const id of nodeIds(actor.getSnapshot())) enteredStates.add(id);
    });
  } finally {
    actor.stop();
  }
  return { enteredStates, takenTransitions, mismatch };
};

/** States and transitions of the graph that no path reaches, and any path the real actor does not follow. Assert all empty. */
export const coverageOf = (entry: MachineRegistryEntry, graph: ProcessGraph, paths: readonly GeneratedPath[]): CoverageReport => {
  const entered = new Set<string>();
  const taken = new Set<string>();
  const mismatches: string[] = [];
  for (const path of paths) {
    const replay = replayPath(entry, path);
    replay.enteredStates.forEach((id) => entered.add(id));
    replay.takenTransitions.forEach((id) => taken.add(id));
    if (replay.mismatch !== null) mismatches.push(replay.mismatch);
  }
  return {
    unreachedStates: graph.states.map((state) => state.id).filter((id) => !entered.has(id)),
    untakenTransitions: graph.transitions.map((transition) => transition.id).filter((id) => !taken.has(id)),
    mismatches,
  };
};
