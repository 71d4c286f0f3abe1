import { useCallback, useState, useTransition } from 'react';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import { toggleExpanded } from './layout/collapse.ts';

const noneOpen: ReadonlySet<string> = new Set();

/**
 * Which compound and parallel states are drawn open (none at first). Toggling is a transition: while ELK lays the new
 * diagram out, the current one stays on screen (and the toggled box keeps the focus) instead of a loading spinner.
 */
export const useExpandedStates = (graph: ProcessGraph) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(noneOpen);
  const [pending, startTransition] = useTransition();
  const toggle = useCallback(
    (id: string) =>
      startTransition(() => {
        setExpanded((current) => toggleExpanded(graph, current, id));
      }),
    [graph],
  );
  return { expanded, toggle, pending };
};
