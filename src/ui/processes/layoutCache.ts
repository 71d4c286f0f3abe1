import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../machines/introspection/plainWords.ts';
import type { DiagramLayout } from './layout/diagramLayout.ts';
import { layoutProcess } from './layout/layoutProcess.ts';
import { trackedPromise } from './trackedPromise.ts';

// One layout per machine and language for the page's lifetime: React's `use()` needs the same promise on every render.
const layouts = new Map<string, Promise<DiagramLayout>>();

export const cachedLayout = (graph: ProcessGraph, words: PlainWords, language: string): Promise<DiagramLayout> => {
  const key = `${graph.machineId}|${language}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = trackedPromise(layoutProcess(graph, words));
    layouts.set(key, layout);
  }
  return layout;
};
