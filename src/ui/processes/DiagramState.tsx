import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramStateNode } from './layout/diagramLayout.ts';
import { CHEVRON_WIDTH } from './layout/elkGraph.ts';
import { LINE_HEIGHT } from './layout/textSize.ts';

export type DiagramStateProps = {
  readonly node: DiagramStateNode;
  /** An active leaf: the state the machine is in. */
  readonly active: boolean;
  /** A closed box with the active state inside. */
  readonly containsActive: boolean;
  readonly selected: boolean;
  readonly onSelect: (id: string) => void;
  readonly onToggle: (id: string) => void;
  /** Focused (Tab): the diagram pans to show it. */
  readonly onFocus: () => void;
};

/** ▸ closed, ▾ open: drawn, so that the exported file shows it too. */
const Chevron = ({ x, y, open }: { readonly x: number; readonly y: number; readonly open: boolean }) => (
  <path className="chevron" aria-hidden="true" d={open ? `M ${x} ${y - 3} l 8 0 l -4 6 z` : `M ${x + 1} ${y - 5} l 6 4.5 l -6 4.5 z`} />
);

const labelKey = (active: boolean, containsActive: boolean) => (active ? 'viewer.stateActive' : containsActive ? 'viewer.stateContainsActive' : 'viewer.state');

/**
 * One state: a box with its plain name (and the actors it runs); a button that shows its ways out. A compound or
 * parallel state also opens and closes (aria-expanded): closed, it is one box standing for everything inside.
 */
export const DiagramState = ({ node, active, containsActive, selected, onSelect, onToggle, onFocus }: DiagramStateProps) => {
  const { t } = useTranslation('processes');
  const frame = (node.type === 'compound' || node.type === 'parallel') && !node.collapsed;
  const boxClass = ['state-box', frame ? 'compound' : '', node.collapsed ? 'collapsed' : '', node.region ? 'region' : '', node.type === 'final' ? 'final' : ''].filter(Boolean).join(' ');
  const chevron = node.collapsible ? CHEVRON_WIDTH : 0;
  const textX = frame ? node.x + 12 + chevron : node.x + (node.width + chevron) / 2;
  const anchor = frame ? 'start' : 'middle';
  const nameY = frame ? node.y + 20 : node.y + (node.runs === null ? node.height / 2 + 4.5 : 20);
  const activate = () => {
    onSelect(node.id);
    if (node.collapsible) onToggle(node.id);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
  return (
    <g
      className={['state', active ? 'active' : '', containsActive ? 'contains-active' : '', selected ? 'selected' : ''].filter(Boolean).join(' ')}
      role="button"
      tabIndex={0}
      aria-label={t(labelKey(active, containsActive), { name: node.name })}
      // A box that opens says whether it is open; the others say whether they are the chosen one (ways out below).
      aria-expanded={node.collapsible ? !node.collapsed : undefined}
      aria-pressed={node.collapsible ? undefined : selected}
      data-state-id={node.id}
      data-active={active ? 'true' : undefined}
      data-contains-active={containsActive ? 'true' : undefined}
      onClick={activate}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {/* The state's identifier, for developers (the tooltip and the accessible description); the name is plain words. */}
      <title>{node.id}</title>
      {node.collapsed ? <rect className="state-stack" aria-hidden="true" x={node.x + 3} y={node.y + 3} width={node.width} height={node.height} rx={8} /> : null}
      <rect className={boxClass} x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
      {node.collapsible ? <Chevron x={node.x + 10} y={nameY - 4.5} open={!node.collapsed} /> : null}
      <text className="state-name" x={textX} y={nameY} textAnchor={anchor}>
        {node.name}
      </text>
      {node.runs === null ? null : (
        <text className="state-runs" x={textX} y={nameY + LINE_HEIGHT} textAnchor={anchor}>
          {t('viewer.runs', { actors: node.runs })}
        </text>
      )}
    </g>
  );
};
