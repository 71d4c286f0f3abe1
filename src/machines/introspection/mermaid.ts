import type { ProcessGraph, ProcessState } from './processGraph.ts';
import type { PlainWords } from './plainWords.ts';

/** A Mermaid `stateDiagram-v2` of the machine: nested and parallel states as composites, transitions labelled in plain words. */

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

// Characters that end or break a Mermaid label.
const mermaidText = (text: string) => text.replace(/[:;#{}"<>]/g, ' ').replace(/\s+/g, ' ').trim();

export const toMermaid = (graph: ProcessGraph, words: PlainWords): string => {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const lines: string[] = ['stateDiagram-v2'];
  const root = byId.get(graph.rootId);
  if (!root) return lines.join('\n');
  const rootHasTransitions = graph.transitions.some((transition) => transition.source === root.id);

  const children = (state: ProcessState) => state.children.map((id) => byId.get(id)).filter((child): child is ProcessState => child !== undefined);

  const writeBody = (state: ProcessState, indent: string) => {
    const kids = children(state);
    if (state.type === 'parallel') {
      kids.forEach((region, index) => {
        if (index > 0) lines.push(`${indent}--`);
        writeState(region, indent);
      });
      return;
    }
    if (state.initial !== null) lines.push(`${indent}[*] --> ${mermaidId(state.initial)}`);
    for (const child of kids) writeState(child, indent);
    for (const child of kids) if (child.type === 'final') lines.push(`${indent}${mermaidId(child.id)} --> [*]`);
  };

  const writeState = (state: ProcessState, indent: string) => {
    const name = `"${mermaidText(words.state(state))}" as ${mermaidId(state.id)}`;
    if (state.children.length === 0) {
      lines.push(`${indent}state ${name}`);
      return;
    }
    lines.push(`${indent}state ${name} {`);
    writeBody(state, `${indent}  `);
    lines.push(`${indent}}`);
  };

  if (rootHasTransitions) {
    lines.push(`  [*] --> ${mermaidId(root.id)}`);
    writeState(root, '  ');
  } else {
    writeBody(root, '  ');
  }
  for (const transition of graph.transitions) {
    const label = mermaidText(words.transition(transition));
    const targets = transition.targets.length === 0 ? [transition.source] : transition.targets;
    for (const target of targets) lines.push(`  ${mermaidId(transition.source)} --> ${mermaidId(target)} : ${label}`);
  }
  return lines.join('\n');
};
