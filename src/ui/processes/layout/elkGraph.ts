import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ProcessGraph, ProcessState, ProcessTransition } from '../../../machines/introspection/processGraph.ts';
import type { PlainWords } from '../../../machines/introspection/plainWords.ts';
import type { VisibleEdge, VisibleGraph } from './collapse.ts';
import { LINE_HEIGHT, SMALL_FONT, STATE_FONT, textWidth } from './textSize.ts';

/** The ELK input for a process graph: states nest as ELK children, every transition is an edge with its label's size. */

export const INITIAL_SUFFIX = '#initial';
export const INITIAL_SIZE = 12;
const PAD_X = 14;
const ATOMIC_HEIGHT = 34;
const COMPOUND_TOP = 34;

export type LabelledState = { readonly state: ProcessState; readonly name: string; readonly runs: string | null };

/** The lines of a transition's label: the trigger, then [guard], then / actions. */
export const transitionLines = (transition: ProcessTransition, words: PlainWords): string[] => [
  words.trigger(transition.trigger),
  ...(transition.guard === null ? [] : [`[${words.guard(transition.guard)}]`]),
  ...(transition.actions.length === 0 ? [] : [`/ ${transition.actions.map(words.action).join(', ')}`]),
];

export const runsText = (state: ProcessState, words: PlainWords): string | null => (state.invokes.length === 0 ? null : state.invokes.map(words.actor).join(', '));

/** Room for the open/close chevron before a closed box's name. */
export const CHEVRON_WIDTH = 16;

/** Label lines longer than this many characters wrap at a space: a wide label makes the whole diagram wide. */
export const LABEL_CHARS = 36;

export const wrapLine = (line: string, max = LABEL_CHARS): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > max) {
      lines.push(current);
      current = `  ${word}`;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  return current === '' ? lines : [...lines, current];
};

/**
 * The lines of an arrow's label. One transition: its trigger, guard and actions. Several merged into a closed box's
 * arrow: what triggers each (and its guard), each line once; their actions are in the table and the ways out.
 */
export const edgeLines = (edge: VisibleEdge, words: PlainWords): string[] => {
  const [only, ...others] = edge.transitions;
  const lines =
    only !== undefined && others.length === 0
      ? transitionLines(only, words)
      : [...new Set(edge.transitions.map((transition) => `${words.trigger(transition.trigger)}${transition.guard === null ? '' : ` [${words.guard(transition.guard)}]`}`))];
  return lines.flatMap((line) => wrapLine(line));
};

const atomicSize = (name: string, runs: string | null, chevron: boolean) => ({
  width: Math.max(90, textWidth(name, STATE_FONT) + (chevron ? CHEVRON_WIDTH : 0), runs === null ? 0 : textWidth(runs, SMALL_FONT)) + 2 * PAD_X,
  height: ATOMIC_HEIGHT + (runs === null ? 0 : LINE_HEIGHT),
});

export const toElkGraph = (graph: ProcessGraph, visible: VisibleGraph, words: PlainWords): ElkNode => {
  const byId = new Map(visible.states.map((state) => [state.id, state]));
  const edges: ElkExtendedEdge[] = [];

  const node = (state: ProcessState): ElkNode => {
    const name = words.state(state);
    const runs = runsText(state, words);
    if (state.children.length === 0 || visible.collapsed.has(state.id)) return { id: state.id, ...atomicSize(name, runs, visible.collapsed.has(state.id)) };
    const children = state.children.map((id) => byId.get(id)).filter((child): child is ProcessState => child !== undefined).map(node);
    if (state.initial !== null) {
      const dot = `${state.id}${INITIAL_SUFFIX}`;
      children.unshift({ id: dot, width: INITIAL_SIZE, height: INITIAL_SIZE });
      edges.push({ id: `${dot}>${state.initial}`, sources: [dot], targets: [state.initial] });
    }
    const top = COMPOUND_TOP + (runs === null ? 0 : LINE_HEIGHT);
    return {
      id: state.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${top},left=${PAD_X},bottom=${PAD_X},right=${PAD_X}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.max(textWidth(name, STATE_FONT) + (visible.collapsible.has(state.id) ? CHEVRON_WIDTH : 0), runs === null ? 0 : textWidth(runs, SMALL_FONT)) + 2 * PAD_X}, ${top + 20})`,
        // Regions of a parallel state sit side by side; the states inside a region flow downwards.
        'elk.direction': state.type === 'parallel' ? 'RIGHT' : 'DOWN',
      },
    };
  };

  for (const edge of visible.edges) {
    const lines = edgeLines(edge, words);
    const label = { text: lines.join('\n'), width: Math.max(...lines.map((line) => textWidth(line, SMALL_FONT))) + 8, height: lines.length * LINE_HEIGHT + 4 };
    edges.push({ id: edge.id, sources: [edge.source], targets: [edge.target], labels: [label] });
  }

  const root = byId.get(graph.rootId);
  return {
    id: '__diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.direction': 'DOWN',
    },
    children: root ? [node(root)] : [],
    edges,
  };
};
