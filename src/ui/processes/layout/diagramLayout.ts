/** A laid-out statechart in absolute SVG coordinates: what StatechartDiagram draws and SVG export serialises. */

export type Point = { readonly x: number; readonly y: number };

export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export type DiagramStateNode = Box & {
  readonly kind: 'state';
  /** The state id (ProcessState.id). */
  readonly id: string;
  readonly name: string;
  /** Plain words of the actors it runs, or null. */
  readonly runs: string | null;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** A region of a parallel state: drawn dashed. */
  readonly region: boolean;
  readonly depth: number;
  /** A compound or parallel state that opens and closes on click or Enter. */
  readonly collapsible: boolean;
  /** Drawn closed: one box standing for everything inside. */
  readonly collapsed: boolean;
};

/** The dot an arrow to the initial child starts from. */
export type DiagramInitialNode = Box & { readonly kind: 'initial'; readonly id: string };

export type DiagramNode = DiagramStateNode | DiagramInitialNode;

export type DiagramEdge = {
  readonly id: string;
  /** ProcessTransition.id (the first of the merged ones), or null for the arrow to an initial child. */
  readonly transitionId: string | null;
  /** Every transition the arrow stands for: more than one when a closed box merges them. */
  readonly transitionIds: readonly string[];
  readonly points: readonly Point[];
  readonly label: (Box & { readonly lines: readonly string[] }) | null;
};

export type DiagramLayout = {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
};
