import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { comparableContext } from './comparableContext.ts';
import type { MachineRegistryEntry, PathStart, SampleEvents } from './registryEntry.ts';

/**
 * Paths generated from a registered machine with xstate/graph, in Node (path tests, coverage) and in the browser
 * (the viewer's path stepper) alike. `TestModel` rather than `createTestModel`: the latter refuses machines that
 * invoke actors or use delays, and every workflow machine does; what it adds (events per state) is `eventsIn` here.
 * Same traversal as tests/machines/pathTestHelper.ts, so the stepper shows the paths the tests replay.
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

/** The sample events the snapshot's states handle; an event without payload needs no sample, an actor outcome always does. */
export const eventsIn = (samples: SampleEvents) => (snapshot: AnyMachineSnapshot): readonly EventObject[] => {
  const offered = typeof samples === 'function' ? samples(snapshot) : samples;
  const handled = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => [...node.transitions.keys()]));
  return [...handled].flatMap((type) => {
    const matching = offered.filter((event) => event.type === type);
    return matching.length > 0 || type.startsWith('xstate.') ? matching : [{ type }];
  });
};

const serializeSnapshot = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: comparableContext(snapshot.context) });

type Step = { event: EventObject; state: AnyMachineSnapshot };

/** The events the traversal tries in a snapshot. */
export type EventsOf = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

const pathsFrom = (entry: MachineRegistryEntry, start: PathStart, eventsOf: EventsOf): { events: EventObject[]; snapshots: AnyMachineSnapshot[] }[] => {
  const { strategy, limit } = entry.paths;
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(entry.stubbed, {
    events: eventsOf,
    ...(start.input === undefined ? {} : { input: start.input }),
    ...(limit === undefined ? {} : { limit }),
    // Simple paths: a state is its value only — with context they explode combinatorially.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  // Shortest paths: a state is also the transition that entered it, so that every transition gets a path.
  const shortest = model.getShortestPaths({
    serializeState: (snapshot, event, previous) =>
      `${serializeSnapshot(snapshot)}|${previous ? JSON.stringify(previous.value) : ''}|${event ? JSON.stringify(comparableContext(event)) : ''}`,
  });
  const simple = strategy === 'shortestAndSimple' ? model.getSimplePaths() : [];
  return [...shortest, ...simple].map((path) => {
    const steps = path.steps as readonly Step[];
    return { events: steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'), snapshots: steps.map((step) => step.state) };
  });
};

/**
 * Shortest (and, where the entry asks, simple) paths from every start, deduplicated by their events. `eventsOf`
 * narrows what is tried where a driver can produce only some events (the browser path tests); by default every
 * sample event the states handle.
 */
export const generatePaths = (entry: MachineRegistryEntry, eventsOf: EventsOf = eventsIn(entry.paths.events)): GeneratedPath[] =>
  entry.paths.starts.flatMap((start) => {
    const seen = new Set<string>();
    return pathsFrom(entry, start, eventsOf)
      .filter((path) => {
        const key = JSON.stringify(comparableContext(path.events));
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((path, index) => ({ id: `${start.id}:${index + 1}`, start, events: path.events, snapshots: path.snapshots }));
  });
