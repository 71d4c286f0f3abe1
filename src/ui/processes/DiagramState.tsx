import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramStateNode } from './layout/diagramLayout.ts';
import { LINE_HEIGHT } from './layout/textSize.ts';

export type DiagramStateProps = {
  readonly node: DiagramStateNode;
  readonly active: boolean;
  readonly selected: boolean;
  readonly onSelect: (id: string) => void;
};

/** One state: a box with its plain name (and the actors it runs); a button that shows its ways out. */
export const DiagramState = ({ node, active, selected, onSelect }: DiagramStateProps) => {
  const { t } = useTranslation('processes');
  const container = node.type === 'compound' || node.type === 'parallel';
  const boxClass = ['state-box', container ? 'compound' : '', node.region ? 'region' : '', node.type === 'final' ? 'final' : ''].filter(Boolean).join(' ');
  const textX = container ? node.x + 12 : node.x + node.width / 2;
  const anchor = container ? 'start' : 'middle';
  const nameY = container ? node.y + 20 : node.y + (node.runs === null ? node.height / 2 + 4.5 : 20);
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(node.id);
  };
  return (
    <g
      className={['state', active ? 'active' : '', selected ? 'selected' : ''].filter(Boolean).join(' ')}
      role="button"
      tabIndex={0}
      aria-label={t(active ? 'viewer.stateActive' : 'viewer.state', { name: node.name })}
      aria-pressed={selected}
      data-state-id={node.id}
      data-active={active ? 'true' : undefined}
      onClick={() => onSelect(node.id)}
      onKeyDown={onKeyDown}
    >
      {/* The state's identifier, for developers (the tooltip and the accessible description); the name is plain words. */}
      <title>{node.id}</title>
      <rect className={boxClass} x={node.x} y={node.y} width={node.width} height={node.height} rx={8} />
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
