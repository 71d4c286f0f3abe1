import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { comparableJson } from '../../../src/machines/introspection/comparableContext.ts';
import { generatePaths, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import { replayPath } from '../../../src/machines/introspection/pathCoverage.ts';
import type { MachineRegistryEntry } from '../../../src/machines/introspection/registryEntry.ts';

/**
 * The generated paths of a registered statechart that a browser can drive, and a covering few of them: the shared
 * generator narrowed to the events a driver can produce (`browserEventsOf`), each path replayed on the stubbed machine
 * (merged paths may carry answers sampled on another route to the same value: those a browser cannot give are
 * dropped), then chosen greedily, the path adding the most states and transitions not yet covered first (the shorter
 * on a tie), until nothing new is left. The specs assert with `coverageOf` that the few cover the whole statechart.
 */

export type BrowserEventsOf = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

const sameEvent = (a: EventObject, b: EventObject) => comparableJson(a) === comparableJson(b);

const replayed = (entry: MachineRegistryEntry, browserEventsOf: BrowserEventsOf, path: GeneratedPath): GeneratedPath | null => {
  const actor = createActor(entry.stubbed, path.start.input === undefined ? {} : { input: path.start.input });
  actor.start();
  const snapshots: AnyMachineSnapshot[] = [actor.getSnapshot()];
  try {
    for (const event of path.events) {
      const before = snapshots.at(-1);
      if (!before || !browserEventsOf(before).some((candidate) => sameEvent(candidate, event))) return null;
      actor.send(event);
      snapshots.push(actor.getSnapshot());
    }
  } finally {
    actor.stop();
  }
  return { ...path, snapshots };
};

/** Every generated path a browser can drive: the pool the driven ones are chosen from. */
export const drivablePaths = (entry: MachineRegistryEntry, browserEventsOf: BrowserEventsOf): readonly GeneratedPath[] =>
  generatePaths(entry, browserEventsOf).flatMap((path) => {
    const drivable = replayed(entry, browserEventsOf, path);
    return drivable === null ? [] : [drivable];
  });

/**
 * A covering few of `pool`, chosen greedily (see above). `outcomes` names what else a path must show beyond states and
 * transitions (a workflow's outcomes, e.g. both departments approving), so that the few include them too.
 */
export const coveringPaths = (entry: MachineRegistryEntry, pool: readonly GeneratedPath[], outcomes: (path: GeneratedPath) => readonly string[] = () => []): readonly GeneratedPath[] => {
  const candidates = pool.map((path) => {
    const replay = replayPath(entry, path);
    return { path, items: new Set([...[...replay.enteredStates].map((id) => `s ${id}`), ...[...replay.takenTransitions].map((id) => `t ${id}`), ...outcomes(path).map((item) => `o ${item}`)]) };
  });
  const covered = new Set<string>();
  const chosen: GeneratedPath[] = [];
  for (;;) {
    let best: { path: GeneratedPath; items: Set<string>; gain: number } | null = null;
    for (const candidate of candidates) {
      const gain = [...candidate.items].filter((item) => !covered.has(item)).length;
      if (gain > 0 && (best === null || gain > best.gain || (gain === best.gain && candidate.path.events.length < best.path.events.length))) best = { ...candidate, gain };
    }
    if (best === null) break;
    chosen.push(best.path);
    for (const item of best.items) covered.add(item);
  }
  return chosen;
};

/**
 * A value made on first use and kept: generating a statechart's browser paths costs seconds of CPU (the proposal's
 * ~12 CPU-s), and a spec asks for them more than once (the driven few, then the whole pool for its coverage test).
 */
export const once = <T>(make: () => T): (() => T) => {
  let made: { readonly value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};
