import { use } from 'react';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { cachedLayout } from './layoutCache.ts';
import { StatechartDiagram } from './StatechartDiagram.tsx';
import { usePlainWords } from './usePlainWords.ts';

export type DiagramPanelProps = {
  readonly graph: ProcessGraph;
  readonly title: string;
  readonly active: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
};

/** The diagram once laid out (suspends while ELK works). */
export const DiagramPanel = ({ graph, title, active, selected, onSelect }: DiagramPanelProps) => {
  const { words, language } = usePlainWords();
  const layout = use(cachedLayout(graph, words, language));
  return <StatechartDiagram layout={layout} title={title} machineId={graph.machineId} active={active} selected={selected} onSelect={onSelect} />;
};
