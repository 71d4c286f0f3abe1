import type { ProcessGraph } from '../../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../../machines/introspection/plainWords.ts';
import { visibleGraph } from './collapse.ts';
import type { DiagramLayout } from './diagramLayout.ts';
import { elkEngine } from './elkEngine.ts';
import { toElkGraph } from './elkGraph.ts';
import { toDiagramLayout } from './toDiagramLayout.ts';

/** Lays the graph out with ELK, the closed states as one box each (collapse.ts) (layered, hierarchy included so that edges between nested states are routed too). */
export const layoutProcess = async (graph: ProcessGraph, words: PlainWords, expanded: ReadonlySet<string>): Promise<DiagramLayout> => {
  const visible = visibleGraph(graph, expanded);
  const elk = await elkEngine();
  const laidOut = await elk.layout(toElkGraph(graph, visible, words));
  return toDiagramLayout(laidOut, graph, visible, words);
};
