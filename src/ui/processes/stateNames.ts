import { stateById, type ProcessGraph } from '../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../machines/introspection/plainWords.ts';
import { leafStateIds } from './activeStates.ts';

/** "loading, user › done…": the innermost active states by name, for one line of text. */
export const activeNames = (graph: ProcessGraph, active: ReadonlySet<string>, words: PlainWords): string =>
  leafStateIds(graph, active)
    .map((id) => stateById(graph, id))
    .filter((state) => state !== undefined)
    .map((state) => words.state(state))
    .join(', ');
