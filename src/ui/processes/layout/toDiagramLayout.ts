import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ProcessGraph } from '../../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../../machines/introspection/plainWords.ts';
import type { VisibleGraph } from './collapse.ts';
import type { DiagramEdge, DiagramLayout, DiagramNode, Point } from './diagramLayout.ts';
import { INITIAL_SUFFIX, runsText } from './elkGraph.ts';

/** ELK's answer (coordinates relative to each parent; edges relative to their container) as absolute diagram coordinates. */
export const toDiagramLayout = (laidOut: ElkNode, graph: ProcessGraph, visible: VisibleGraph, words: PlainWords): DiagramLayout => {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const merged = new Map(visible.edges.map((edge) => [edge.id, edge.transitions.map((transition) => transition.id)]));
  const nodes: DiagramNode[] = [];
  const origins = new Map<string, Point>([[laidOut.id, { x: 0, y: 0 }]]);
  const edges: DiagramEdge[] = [];

  const visit = (node: ElkNode, origin: Point, depth: number, parentType: string | null) => {
    const x = origin.x + (node.x ?? 0);
    const y = origin.y + (node.y ?? 0);
    origins.set(node.id, { x, y });
    const box = { x, y, width: node.width ?? 0, height: node.height ?? 0 };
    const state = byId.get(node.id);
    if (node.id.endsWith(INITIAL_SUFFIX)) nodes.push({ kind: 'initial', id: node.id, ...box });
    else if (state) nodes.push({ kind: 'state', id: state.id, name: words.state(state), runs: runsText(state, words), type: state.type, region: parentType === 'parallel', depth, collapsible: visible.collapsible.has(state.id), collapsed: visible.collapsed.has(state.id), ...box });
    for (const child of node.children ?? []) visit(child, { x, y }, depth + 1, state?.type ?? null);
  };
  const collectEdges = (node: ElkNode) => {
    for (const edge of (node.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
      const origin = origins.get(edge.container ?? node.id) ?? { x: 0, y: 0 };
      const shift = (point: Point): Point => ({ x: origin.x + point.x, y: origin.y + point.y });
      const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift));
      const label = edge.labels?.[0];
      const isInitial = edge.id.includes(`${INITIAL_SUFFIX}>`);
      edges.push({
        id: edge.id,
        transitionId: isInitial ? null : (edge.id.split('>')[0] ?? null),
        transitionIds: isInitial ? [] : (merged.get(edge.id) ?? []),
        points,
        label:
          label && label.text
            ? { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0, lines: label.text.split('\n') }
            : null,
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };

  for (const child of laidOut.children ?? []) visit(child, { x: 0, y: 0 }, 0, null);
  collectEdges(laidOut);
  return { width: Math.ceil(laidOut.width ?? 0), height: Math.ceil(laidOut.height ?? 0), nodes, edges };
};
