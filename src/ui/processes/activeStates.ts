import { pathToStateValue, type AnyMachineSnapshot } from 'xstate';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';

/** The ids of the graph's states a snapshot is in (ancestors included), through the public `matches`. */
export const activeStateIds = (graph: ProcessGraph, snapshot: AnyMachineSnapshot): ReadonlySet<string> =>
  new Set(graph.states.filter((state) => state.path.length === 0 || snapshot.matches(pathToStateValue([...state.path]))).map((state) => state.id));

/** The innermost active states, for a one-line "in: …" description. */
export const leafStateIds = (graph: ProcessGraph, active: ReadonlySet<string>): readonly string[] =>
  graph.states.filter((state) => active.has(state.id) && !state.children.some((child) => active.has(child))).map((state) => state.id);
