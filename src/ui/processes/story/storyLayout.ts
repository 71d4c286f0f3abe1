import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ProcessStory } from '../../../machines/story/processStory.ts';
import type { Box, Point } from '../layout/diagramLayout.ts';
import { elkEngine } from '../layout/elkEngine.ts';
import { wrapLine } from '../layout/elkGraph.ts';
import { placeLabels } from './labelPlacement.ts';

/**
 * The story's diagram laid out by ELK: one box per status, one arrow per pair of statuses with every action between
 * them on its label (numbered as in the list of actions), a dot for where a record starts. Two shapes: `full`, with
 * the sentences on the arrows, and `numbered`, with only the action numbers (the list beside says them), which stays
 * narrow enough for a phone at a readable size.
 */

export const STATE_FONT = 15;
export const LABEL_FONT = 13;
export const LABEL_LINE = 17;
/** The smallest size any text may have on screen at the opening zoom (issue 35: ≥ 12 px). */
export const MIN_TEXT_PX = 12;
/** The smallest scale at which every text of the diagram is still MIN_TEXT_PX. */
export const READABLE_SCALE = MIN_TEXT_PX / LABEL_FONT;

const STATE_CHAR = 8.6;
const LABEL_CHAR = 7.2;
const STATE_LINE = 19;
// Status names wrap at this many characters: narrower in the numbered shape, which is the phone's.
const STATE_CHARS = { full: 16, numbered: 10 } as const;
const MIN_BOX = { full: 110, numbered: 72 } as const;
const LABEL_CHARS = 26;
const PAD = { full: 14, numbered: 8 } as const;
const START = 14;
const PADDING = 12;
/** How much wider than ELK drew it the numbered diagram may grow to find a free place for every number. */
const NUMBER_ROOM = 48;
const NUMBER_MARGIN = 6;

export type Direction = 'RIGHT' | 'DOWN';
export type LabelMode = 'full' | 'numbered';

export type StoryWords = {
  readonly state: (id: string) => string;
  readonly transition: (id: string) => string;
};

export type StoryNode = Box & { readonly id: string; readonly lines: readonly string[]; readonly final: boolean };

export type LabelLine = { readonly transitionId: string; readonly role: string; readonly text: string; readonly first: boolean };

export type StoryEdge = {
  readonly id: string;
  readonly from: string | null;
  readonly to: string;
  /** The actions the arrow stands for (none for the start arrow). */
  readonly transitionIds: readonly string[];
  readonly role: string | null;
  readonly points: readonly Point[];
  readonly label: (Box & { readonly lines: readonly LabelLine[] }) | null;
};

export type StoryLayout = {
  readonly direction: Direction;
  readonly mode: LabelMode;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly StoryNode[];
  readonly starts: readonly (Box & { readonly id: string })[];
  readonly edges: readonly StoryEdge[];
};

/** The number of an action in the story (1-based), as the list of actions and the labels show it. */
export const actionNumber = (story: ProcessStory, transitionId: string): number => story.transitions.findIndex((transition) => transition.id === transitionId) + 1;

const pairKey = (from: string, to: string) => `${from}>${to}`;

/** The arrows: the actions grouped by the pair of statuses they join, in the story's order. */
export const storyArrows = (story: ProcessStory): readonly { readonly id: string; readonly from: string; readonly to: string; readonly transitionIds: readonly string[] }[] => {
  const arrows = new Map<string, { id: string; from: string; to: string; transitionIds: string[] }>();
  for (const transition of story.transitions) {
    const key = pairKey(transition.from, transition.to);
    const arrow = arrows.get(key) ?? { id: key, from: transition.from, to: transition.to, transitionIds: [] };
    arrow.transitionIds.push(transition.id);
    arrows.set(key, arrow);
  }
  return [...arrows.values()];
};

const labelLines = (story: ProcessStory, transitionIds: readonly string[], words: StoryWords, mode: LabelMode): LabelLine[] => {
  if (mode === 'numbered') {
    const text = transitionIds.map((id) => actionNumber(story, id)).join(' · ');
    const role = story.transitions.find((transition) => transition.id === transitionIds[0])?.role ?? '';
    return [{ transitionId: transitionIds[0] ?? '', role, text, first: true }];
  }
  return transitionIds.flatMap((id) => {
    const transition = story.transitions.find((candidate) => candidate.id === id);
    const wrapped = wrapLine(`${actionNumber(story, id)}. ${words.transition(id)}`, LABEL_CHARS).map((line) => line.trimStart());
    return wrapped.map((text, index) => ({ transitionId: id, role: transition?.role ?? '', text, first: index === 0 }));
  });
};

const ROLE_DOT = 14;

const labelSize = (lines: readonly LabelLine[]) => ({ width: Math.max(...lines.map((line) => line.text.length * LABEL_CHAR)) + ROLE_DOT + 10, height: lines.length * LABEL_LINE + 6 });

const stateLines = (name: string, mode: LabelMode): string[] => wrapLine(name, STATE_CHARS[mode]).map((line) => line.trimStart());

export const toStoryElk = (story: ProcessStory, words: StoryWords, direction: Direction, mode: LabelMode): { graph: ElkNode; labels: Map<string, LabelLine[]> } => {
  const labels = new Map<string, LabelLine[]>();
  const children: ElkNode[] = story.states.map((state) => {
    const lines = stateLines(words.state(state.id), mode);
    return { id: state.id, width: Math.max(MIN_BOX[mode], Math.max(...lines.map((line) => line.length * STATE_CHAR)) + 2 * PAD[mode]), height: lines.length * STATE_LINE + 22 };
  });
  const edges: ElkExtendedEdge[] = [];
  // The start dots first: with the story's order as the model order, a record's first status is drawn first.
  for (const start of [...story.initial].reverse()) {
    const id = `start:${start}`;
    children.unshift({ id, width: START, height: START });
    edges.unshift({ id: `${id}>${start}`, sources: [id], targets: [start] });
  }
  for (const arrow of storyArrows(story)) {
    const lines = labelLines(story, arrow.transitionIds, words, mode);
    labels.set(arrow.id, lines);
    const size = labelSize(lines);
    // The numbers are placed on the drawn arrows afterwards (placeLabels): as ELK labels they would widen every layer.
    edges.push({ id: arrow.id, sources: [arrow.from], targets: [arrow.to], labels: mode === 'full' ? [{ text: arrow.id, ...size }] : [] });
  }
  return {
    labels,
    graph: {
      id: 'story',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': direction,
        // Cycles (decisions taken back) are broken against the story's order: arrows back to an earlier status go
        // upwards, the statuses keep the order the story tells them in.
        'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
        'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
        'elk.edgeRouting': 'ORTHOGONAL',
        // In the numbered shape the numbers go between the layers (placeLabels): room for two rows of them.
        'elk.layered.spacing.nodeNodeBetweenLayers': mode === 'full' ? '40' : direction === 'DOWN' ? '64' : '80',
        'elk.spacing.nodeNode': mode === 'full' ? '24' : '14',
        // Unconnected parts (the two departments of sample approval) stacked rather than side by side when narrow.
        'elk.aspectRatio': mode === 'full' ? '1.6' : '0.2',
        'elk.spacing.edgeLabel': '4',
        'elk.spacing.edgeEdge': mode === 'full' ? '12' : '10',
        'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
        'elk.padding': `[top=${PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      },
      children,
      edges,
    },
  };
};

export const toStoryLayout = (story: ProcessStory, words: StoryWords, laidOut: ElkNode, labels: Map<string, LabelLine[]>, direction: Direction, mode: LabelMode): StoryLayout => {
  const boxes = new Map((laidOut.children ?? []).map((child) => [child.id, { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 }]));
  const nodes: StoryNode[] = story.states.map((state) => ({
    id: state.id,
    lines: stateLines(words.state(state.id), mode),
    final: state.final === true,
    ...(boxes.get(state.id) ?? { x: 0, y: 0, width: 0, height: 0 }),
  }));
  const starts = story.initial.map((id) => ({ id, ...(boxes.get(`start:${id}`) ?? { x: 0, y: 0, width: 0, height: 0 }) }));
  const laidWidth = Math.ceil(laidOut.width ?? 0);
  const laidHeight = Math.ceil(laidOut.height ?? 0);
  const drawn = (laidOut.edges ?? []).map((edge) => ({ edge, points: (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) }));
  const placed = placeLabels(
    drawn.flatMap(({ edge, points }) => {
      const lines = labels.get(edge.id) ?? [];
      return edge.id.startsWith('start:') || edge.labels?.[0] || lines.length === 0 ? [] : [{ id: edge.id, points, size: labelSize(lines) }];
    }),
    [...nodes, ...starts],
    // Room around too, where the loops of a status on itself go: the diagram grows by what the numbers take.
    { x: -NUMBER_ROOM, y: -NUMBER_ROOM, width: laidWidth + 2 * NUMBER_ROOM, height: laidHeight + 2 * NUMBER_ROOM },
  );
  const numberBoxes = [...placed.values()];
  const shift = {
    x: Math.max(0, ...numberBoxes.map((box) => Math.ceil(NUMBER_MARGIN - box.x))),
    y: Math.max(0, ...numberBoxes.map((box) => Math.ceil(NUMBER_MARGIN - box.y))),
  };
  const width = Math.max(laidWidth, ...numberBoxes.map((box) => Math.ceil(box.x + box.width + NUMBER_MARGIN))) + shift.x;
  const height = Math.max(laidHeight, ...numberBoxes.map((box) => Math.ceil(box.y + box.height + NUMBER_MARGIN))) + shift.y;
  const edges: StoryEdge[] = drawn.map(({ edge, points }) => {
    const isStart = edge.id.startsWith('start:');
    const [from = '', to = ''] = edge.id.split('>');
    const lines = labels.get(edge.id) ?? [];
    const transitionIds = [...new Set(lines.map((line) => line.transitionId))];
    const roles = new Set(story.transitions.filter((transition) => transitionIds.includes(transition.id)).map((transition) => transition.role));
    const label = edge.labels?.[0];
    const number = placed.get(edge.id);
    return {
      id: edge.id,
      from: isStart ? null : from,
      to: isStart ? from.slice('start:'.length) : to,
      transitionIds: isStart ? [] : (story.transitions.filter((transition) => transition.from === from && transition.to === to).map((transition) => transition.id)),
      role: roles.size === 1 ? ([...roles][0] ?? null) : null,
      points,
      label: isStart ? null : label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, lines } : number ? { ...number, lines } : null,
    };
  });
  return shifted({ direction, mode, width, height, nodes, starts, edges }, shift);
};

/** The drawing moved by `by` (numbers placed left of or above what ELK drew); the size already counts it. */
const shifted = (layout: StoryLayout, by: Point): StoryLayout => {
  const move = <T extends Point>(item: T): T => ({ ...item, x: item.x + by.x, y: item.y + by.y });
  return by.x === 0 && by.y === 0
    ? layout
    : {
        ...layout,
        nodes: layout.nodes.map(move),
        starts: layout.starts.map(move),
        edges: layout.edges.map((edge) => ({ ...edge, points: edge.points.map(move), label: edge.label ? move(edge.label) : null })),
      };
};

/** One of the candidate shapes, laid out. */
export const layoutStory = async (story: ProcessStory, words: StoryWords, direction: Direction, mode: LabelMode): Promise<StoryLayout> => {
  const { graph, labels } = toStoryElk(story, words, direction, mode);
  const elk = await elkEngine();
  return toStoryLayout(story, words, await elk.layout(graph), labels, direction, mode);
};

/** The shapes tried, in order of preference: the sentences on the arrows when they fit, the numbers otherwise. */
export const SHAPES: readonly (readonly [Direction, LabelMode])[] = [
  ['RIGHT', 'full'],
  ['DOWN', 'full'],
  ['DOWN', 'numbered'],
  ['RIGHT', 'numbered'],
];

const MARGIN = 12;

/** The scale the diagram opens at in a viewport `width` wide: the whole of it, never enlarged beyond 1. */
export const fittedScale = (layout: { readonly width: number }, width: number): number => Math.min(1, (width - 2 * MARGIN) / Math.max(1, layout.width));

/**
 * The first shape whose texts stay readable (≥ MIN_TEXT_PX) once fitted to the width; if none does, the one that
 * shrinks least. Fitting is by width: the viewport takes the diagram's fitted height (the page scrolls, the diagram
 * is never cropped).
 */
export const chooseShape = (layouts: readonly StoryLayout[], width: number): StoryLayout | undefined =>
  layouts.find((layout) => fittedScale(layout, width) >= READABLE_SCALE) ?? [...layouts].sort((a, b) => fittedScale(b, width) - fittedScale(a, width))[0];

export const FIT_MARGIN = MARGIN;
