import type { ProcessGraph, ProcessState, ProcessTransition } from '../../../machines/introspection/processGraph.ts';

/**
 * The diagram as drawn with some states closed. Compound and parallel states start closed: one box, the transitions
 * of everything inside drawn to and from that box (one arrow per pair of boxes, its label the transitions' lines
 * together). The root is the machine's frame and always open. Pure: the same expanded set gives the same graph, which
 * is the layout cache's key.
 */

export type VisibleEdge = {
  /** `<first transition id>><target box>`: unique, and stable while the same transitions are merged. */
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The transitions it draws, in machine order (more than one when merged). */
  readonly transitions: readonly ProcessTransition[];
};

export type VisibleGraph = {
  /** The states drawn, parents before children; a closed box's state keeps its children in the graph but not here. */
  readonly states: readonly ProcessState[];
  /** Drawn states that open on click (compound and parallel states other than the root). */
  readonly collapsible: ReadonlySet<string>;
  /** Collapsible states drawn closed. */
  readonly collapsed: ReadonlySet<string>;
  readonly edges: readonly VisibleEdge[];
};

export const isContainer = (state: ProcessState): boolean => (state.type === 'compound' || state.type === 'parallel') && state.children.length > 0;

/** The box each state is drawn in: itself when visible, else its outermost closed ancestor. */
const drawnIn = (graph: ProcessGraph, expanded: ReadonlySet<string>) => {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const box = new Map<string, string>();
  const visit = (id: string, closedAncestor: string | null) => {
    const state = byId.get(id);
    if (!state) return;
    box.set(id, closedAncestor ?? id);
    const closesHere = closedAncestor === null && id !== graph.rootId && isContainer(state) && !expanded.has(id);
    for (const child of state.children) visit(child, closedAncestor ?? (closesHere ? id : null));
  };
  visit(graph.rootId, null);
  return box;
};

export const visibleGraph = (graph: ProcessGraph, expanded: ReadonlySet<string>): VisibleGraph => {
  const box = drawnIn(graph, expanded);
  const states = graph.states.filter((state) => box.get(state.id) === state.id);
  const collapsible = new Set(states.filter((state) => state.id !== graph.rootId && isContainer(state)).map((state) => state.id));
  const collapsed = new Set([...collapsible].filter((id) => !expanded.has(id)));
  const edges = new Map<string, { id: string; source: string; target: string; transitions: ProcessTransition[] }>();
  for (const transition of graph.transitions) {
    const source = box.get(transition.source) ?? transition.source;
    const targets = transition.targets.length === 0 ? [transition.source] : transition.targets;
    for (const original of targets) {
      const target = box.get(original) ?? original;
      // A move between states inside one closed box is not seen from outside; the box's own transitions still are.
      if (source === target && source !== transition.source) continue;
      const key = `${source}>${target}`;
      const edge = edges.get(key);
      if (edge) {
        if (!edge.transitions.includes(transition)) edge.transitions.push(transition);
      } else edges.set(key, { id: `${transition.id}>${target}`, source, target, transitions: [transition] });
    }
  }
  return { states, collapsible, collapsed, edges: [...edges.values()] };
};

export type Highlight = {
  /** Active leaf states that are drawn: the only states highlighted. */
  readonly active: ReadonlySet<string>;
  /** Closed boxes with an active state inside: a subtle mark. */
  readonly containsActive: ReadonlySet<string>;
};

/** From every active state id (ancestors included), what the diagram marks: active leaves, and closed boxes holding one. */
export const highlightOf = (graph: ProcessGraph, visible: VisibleGraph, activeIds: ReadonlySet<string>): Highlight => {
  const leaves = graph.states.filter((state) => activeIds.has(state.id) && !state.children.some((child) => activeIds.has(child)));
  const drawn = new Set(visible.states.map((state) => state.id));
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const active = new Set<string>();
  const containsActive = new Set<string>();
  for (const leaf of leaves) {
    if (drawn.has(leaf.id)) {
      active.add(leaf.id);
      continue;
    }
    let ancestor = leaf.parent === null ? undefined : byId.get(leaf.parent);
    while (ancestor && !visible.collapsed.has(ancestor.id)) ancestor = ancestor.parent === null ? undefined : byId.get(ancestor.parent);
    if (ancestor) containsActive.add(ancestor.id);
  }
  return { active, containsActive };
};

/** The expanded set after toggling one box; closing a box forgets what was open inside it. */
export const toggleExpanded = (graph: ProcessGraph, expanded: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  if (!expanded.has(id)) return new Set([...expanded, id]);
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const inside = new Set<string>();
  const visit = (current: string) => {
    inside.add(current);
    for (const child of byId.get(current)?.children ?? []) visit(child);
  };
  visit(id);
  return new Set([...expanded].filter((candidate) => !inside.has(candidate)));
};

/** The layout cache's key for an expanded set. */
export const expandedKey = (expanded: ReadonlySet<string>): string => [...expanded].sort().join(',');
