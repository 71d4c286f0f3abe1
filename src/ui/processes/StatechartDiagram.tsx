import Download from 'lucide-react/icons/download';
import Maximize from 'lucide-react/icons/maximize';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { Button } from '../components/Button.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { DiagramEdge } from './DiagramEdge.tsx';
import { DiagramState } from './DiagramState.tsx';
import { DIAGRAM_CSS, DIAGRAM_DARK_CSS } from './diagramStyle.ts';
import { downloadText, serializeDiagram } from './exportSvg.ts';
import type { Highlight } from './layout/collapse.ts';
import type { DiagramLayout, DiagramStateNode } from './layout/diagramLayout.ts';
import { READABLE_SCALE } from './layout/textSize.ts';
import { useZoomPan } from './useZoomPan.ts';
import { boundsOf, transformOf } from './zoomPan.ts';

export type StatechartDiagramProps = {
  readonly layout: DiagramLayout;
  readonly title: string;
  /** For the exported file name. */
  readonly machineId: string;
  readonly highlight: Highlight;
  readonly selected: string | null;
  readonly onSelect: (id: string) => void;
  /** Opens or closes a compound or parallel state's box. */
  readonly onToggle: (id: string) => void;
};

const viewportClass = css({
  position: 'relative',
  h: { base: '22rem', md: '32rem' },
  overflow: 'hidden',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  touchAction: 'none',
  cursor: 'grab',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
});

/** The laid-out statechart, zoomable and pannable (opening at a readable scale), with every state a focusable button. */
export const StatechartDiagram = ({ layout, title, machineId, highlight, selected, onSelect, onToggle }: StatechartDiagramProps) => {
  const { t } = useTranslation('processes');
  const viewport = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const hintId = useId();
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const content = useMemo(() => ({ width: layout.width, height: layout.height }), [layout]);
  const states = layout.nodes.filter((node): node is DiagramStateNode => node.kind === 'state').sort((a, b) => a.depth - b.depth);
  // What the view opens on when the diagram is larger than its viewport: the box just chosen (opened or closed),
  // else where the machine is, else its start.
  const chosen = states.find((node) => node.id === selected);
  const focus = chosen
    ? boundsOf([chosen])
    : (boundsOf(states.filter((node) => highlight.active.has(node.id) || highlight.containsActive.has(node.id))) ?? boundsOf(layout.nodes.filter((node) => node.kind === 'initial').slice(0, 1)));
  const { view, zoomIn, zoomOut, fit, reveal, handlers } = useZoomPan(viewport, content, READABLE_SCALE, focus);
  const [exported, setExported] = useState(false);
  const exportSvg = () => {
    if (!svg.current) return;
    downloadText(serializeDiagram(svg.current, content), `${machineId}.svg`, 'image/svg+xml');
    setExported(true);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
        <IconButton aria-label={t('viewer.zoomIn')} icon={<ZoomIn size={18} />} onClick={zoomIn} />
        <IconButton aria-label={t('viewer.zoomOut')} icon={<ZoomOut size={18} />} onClick={zoomOut} />
        <IconButton aria-label={t('viewer.fit')} icon={<Maximize size={18} />} onClick={fit} />
        <span className={css({ color: 'muted', textStyle: 'small', minW: '3.5rem' })} aria-live="polite">
          {t('viewer.zoomLevel', { percent: Math.round(view.scale * 100) })}
        </span>
        <Button variant="secondary" size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={exportSvg} data-exported={exported ? 'true' : undefined}>
          {t('viewer.export')}
        </Button>
      </div>
      <div
        ref={viewport}
        className={viewportClass}
        role="group"
        aria-label={t('viewer.diagram', { title })}
        aria-describedby={hintId}
        tabIndex={0}
        data-testid="statechart-viewport"
        {...handlers}
      >
        <svg ref={svg} width="100%" height="100%" role="group" aria-label={title} data-machine={machineId}>
          <style>{`${DIAGRAM_CSS}\n${DIAGRAM_DARK_CSS}`}</style>
          <defs>
            <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path className="edge-arrow" d="M 0 0 L 10 5 L 0 10 z" />
            </marker>
          </defs>
          <g data-viewport="" transform={transformOf(view)}>
            {states.map((node) => (
              <DiagramState
                key={node.id}
                node={node}
                active={highlight.active.has(node.id)}
                containsActive={highlight.containsActive.has(node.id)}
                selected={selected === node.id}
                onSelect={onSelect}
                onToggle={onToggle}
                onFocus={() => reveal(node)}
              />
            ))}
            {layout.nodes.map((node) =>
              node.kind === 'initial' ? <circle key={node.id} className="initial" aria-hidden="true" cx={node.x + node.width / 2} cy={node.y + node.height / 2} r={node.width / 2} /> : null,
            )}
            {layout.edges.map((edge) => (
              <DiagramEdge key={edge.id} edge={edge} markerId={markerId} />
            ))}
          </g>
        </svg>
      </div>
      <p id={hintId} className={css({ color: 'muted', textStyle: 'small' })}>
        {t('viewer.hint')}
      </p>
    </div>
  );
};
