import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../machines/introspection/plainWords.ts';
import { expandedKey } from './layout/collapse.ts';
import type { DiagramLayout } from './layout/diagramLayout.ts';
import { layoutProcess } from './layout/layoutProcess.ts';
import { trackedPromise } from './trackedPromise.ts';

// One layout per machine, language and set of open states for the page's lifetime: React's `use()` needs the same
// promise on every render, and closing a box again shows the earlier layout at once.
const layouts = new Map<string, Promise<DiagramLayout>>();

const noneOpen: ReadonlySet<string> = new Set();

export const cachedLayout = (graph: ProcessGraph, words: PlainWords, language: string, expanded: ReadonlySet<string> = noneOpen): Promise<DiagramLayout> => {
  const key = `${graph.machineId}|${language}|${expandedKey(expanded)}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = trackedPromise(layoutProcess(graph, words, expanded));
    layouts.set(key, layout);
  }
  return layout;
};
