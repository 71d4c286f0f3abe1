import { use, useMemo } from 'react';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { highlightOf, visibleGraph } from './layout/collapse.ts';
import { cachedLayout } from './layoutCache.ts';
import { StatechartDiagram } from './StatechartDiagram.tsx';
import { usePlainWords } from './usePlainWords.ts';

export type DiagramPanelProps = {
  readonly graph: ProcessGraph;
  readonly title: string;
  /** Every state the machine is in, ancestors included; only the drawn leaves are highlighted. */
  readonly active: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
  /** Compound and parallel states drawn open (useExpandedStates). */
  readonly expanded: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
};

/** The diagram once laid out (suspends while ELK works). */
export const DiagramPanel = ({ graph, title, active, selected, onSelect, expanded, onToggle }: DiagramPanelProps) => {
  const { words, language } = usePlainWords();
  const layout = use(cachedLayout(graph, words, language, expanded));
  const highlight = useMemo(() => highlightOf(graph, visibleGraph(graph, expanded), active), [graph, expanded, active]);
  return <StatechartDiagram layout={layout} title={title} machineId={graph.machineId} highlight={highlight} selected={selected} onSelect={onSelect} onToggle={onToggle} />;
};
