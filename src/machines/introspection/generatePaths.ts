import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { comparableJson } from './comparableContext.ts';
import { longestPaths } from './longestPaths.ts';
import type { MachineRegistryEntry, PathStart, SampleEvents } from './registryEntry.ts';

/**
 * Paths generated from a registered machine with xstate/graph, in Node (path tests, coverage) and in the browser
 * (the viewer's path stepper) alike. `TestModel` rather than `createTestModel`: the latter refuses machines that
 * invoke actors or use delays, and every workflow machine does; what it adds (events per state) is `eventsIn` here.
 * The same traversal (`traverseMachine`) serves tests/machines/pathTestHelper.ts, so the stepper shows the paths the
 * tests replay.
 */

export type GeneratedPath = {
  /** `<start>:<n>`, stable for the same machine and sample events. */
  readonly id: string;
  readonly start: PathStart;
  /** The events after the initial state, in order. */
  readonly events: readonly EventObject[];
  /** Every snapshot along the path, the initial one first (one more than events). */
  readonly snapshots: readonly AnyMachineSnapshot[];
};

/**
 * The sample events the snapshot's states handle (none once the machine is done); an event without payload needs no
 * sample, an actor outcome always does.
 */
export const eventsIn = (samples: SampleEvents) => (snapshot: AnyMachineSnapshot): readonly EventObject[] => {
  // A machine in a final state is done: a real actor takes no further event, even one its root still lists.
  if (snapshot.status !== 'active') return [];
  const offered = typeof samples === 'function' ? samples(snapshot) : samples;
  const handled = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => [...node.transitions.keys()]));
  return [...handled].flatMap((type) => {
    const matching = offered.filter((event) => event.type === type);
    return matching.length > 0 || type.startsWith('xstate.') ? matching : [{ type }];
  });
};

const serializeSnapshot = (snapshot: AnyMachineSnapshot) => comparableJson({ value: snapshot.value, context: snapshot.context });

type Step = { event: EventObject; state: AnyMachineSnapshot };

/** The events the traversal tries in a snapshot. */
export type EventsOf = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

export type TraversalOptions = {
  readonly events: EventsOf;
  readonly input?: unknown;
  /** Cap of traversal steps for machines whose context grows without bound. */
  readonly limit?: number;
  /** Machines with parallel regions use `shortest`: their simple paths grow combinatorially. */
  readonly strategy: 'shortest' | 'shortestAndSimple';
};

/** One traversed path; `shortest` ones were found with the context in the state, so their contexts are the real ones. */
export type TraversedPath = {
  readonly kind: 'shortest' | 'simple';
  readonly events: readonly EventObject[];
  readonly snapshots: readonly AnyMachineSnapshot[];
};

/**
 * The one path generator (DESIGN §10), for every consumer: the registry's paths here, the path tests of
 * tests/machines (pathTestHelper.ts) and the browser path tests (tests/e2e/models). Shortest paths first, then
 * (where asked) simple ones, deduplicated by their events.
 */
export const traverseMachine = (machine: AnyStateMachine, options: TraversalOptions): TraversedPath[] => {
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events: options.events,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    // Simple paths: a state is its value only — with context they explode combinatorially.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  // Shortest paths: a state is also the transition that entered it, so that every transition gets a path.
  // Deduplicated here (longestPaths.ts): xstate/graph's own pass is quadratic, half the generator's time.
  const shortest = longestPaths(
    model.getShortestPaths({
      allowDuplicatePaths: true,
      serializeState: (snapshot, event, previous) =>
        `${serializeSnapshot(snapshot)}|${previous ? JSON.stringify(previous.value) : ''}|${event ? comparableJson(event) : ''}`,
    }),
  );
  const simple = options.strategy === 'shortestAndSimple' ? longestPaths(model.getSimplePaths({ allowDuplicatePaths: true })) : [];
  const seen = new Set<string>();
  const traversed: TraversedPath[] = [];
  for (const [kind, paths] of [['shortest', shortest], ['simple', simple]] as const) {
    for (const path of paths) {
      const steps = path.steps as readonly Step[];
      const events = steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
      const key = comparableJson(events);
      if (seen.has(key)) continue;
      seen.add(key);
      traversed.push({ kind, events, snapshots: steps.map((step) => step.state) });
    }
  }
  return traversed;
};

/**
 * Shortest (and, where the entry asks, simple) paths from every start, deduplicated by their events. `eventsOf`
 * narrows what is tried where a driver can produce only some events (the browser path tests); by default every
 * sample event the states handle.
 */
export const generatePaths = (entry: MachineRegistryEntry, eventsOf: EventsOf = eventsIn(entry.paths.events)): GeneratedPath[] =>
  entry.paths.starts.flatMap((start) =>
    traverseMachine(entry.stubbed, { events: eventsOf, input: start.input, limit: entry.paths.limit, strategy: entry.paths.strategy }).map((path, index) => ({
      id: `${start.id}:${index + 1}`,
      start,
      events: path.events,
      snapshots: path.snapshots,
    })),
  );
