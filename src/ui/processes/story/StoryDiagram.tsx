import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Maximize from 'lucide-react/icons/maximize';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { ProcessStory } from '../../../machines/story/processStory.ts';
import { Button } from '../../components/Button.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { downloadText, serializeDiagram } from '../exportSvg.ts';
import { transformOf } from '../zoomPan.ts';
import { printDiagram, type PrintableStory } from './printDiagram.ts';
import { chooseShape, FIT_MARGIN, LABEL_LINE, type StoryEdge, type StoryLayout } from './storyLayout.ts';
import { roleColour, STORY_CSS, STORY_DARK_CSS } from './storyStyle.ts';
import { useDiagramView } from './useDiagramView.ts';

export type StoryHighlight = {
  /** The statuses the record (or the scenario's step) is in. */
  readonly current: ReadonlySet<string>;
  /** The action just taken (a scenario's step), or null. */
  readonly transition: string | null;
  /** History step numbers per status (the live view), drawn as badges on the boxes. */
  readonly steps?: ReadonlyMap<string, readonly number[]>;
};

export type StoryDiagramProps = {
  readonly story: ProcessStory;
  readonly layouts: readonly StoryLayout[];
  readonly title: string;
  readonly highlight: StoryHighlight;
  /** What the PDF prints beside the drawing. */
  readonly printable: PrintableStory;
};

const viewportClass = css({
  position: 'relative',
  overflow: 'hidden',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'control',
  touchAction: 'none',
  cursor: 'grab',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
});

const pathOf = (edge: StoryEdge) => {
  const [first, ...rest] = edge.points;
  return first ? `M ${first.x} ${first.y} ${rest.map((point) => `L ${point.x} ${point.y}`).join(' ')}` : '';
};

/** The viewport's width, followed as it changes (a phone turned, a side panel opened). */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

const EdgeLabel = ({ story, label, current }: { readonly story: ProcessStory; readonly label: NonNullable<StoryEdge['label']>; readonly current: string | null }) => (
  <>
    <rect className="s-label-bg" x={label.x} y={label.y} width={label.width} height={label.height} rx={4} />
    {label.lines.map((line, index) => (
      <g key={index}>
        {line.first ? <circle cx={label.x + 7} cy={label.y + 12 + index * LABEL_LINE} r={4.5} fill={roleColour(story, line.role)} /> : null}
        <text className={current === line.transitionId ? 's-label current' : 's-label'} x={label.x + 16} y={label.y + 16 + index * LABEL_LINE}>
          {line.text}
        </text>
      </g>
    ))}
  </>
);

/**
 * A business workflow drawn for people: statuses as boxes, actions as arrows coloured by the role that takes them,
 * opening fitted to the width with every text ≥ 12 px (storyLayout.ts picks the shape), zoomable and pannable.
 */
export const StoryDiagram = ({ story, layouts, title, highlight, printable }: StoryDiagramProps) => {
  const { t } = useTranslation('processes');
  const { ref: frame, width } = useWidth();
  const layout = useMemo(() => chooseShape(layouts, width) ?? layouts[0], [layouts, width]);
  const content = useMemo(() => ({ width: layout?.width ?? 0, height: layout?.height ?? 0 }), [layout]);
  const viewport = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const hintId = useId();
  const titleId = useId();
  const markerBase = `story-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { view, fitted, fit, zoomIn, zoomOut, handlers } = useDiagramView(viewport, content, width);
  const height = Math.ceil(content.height * fitted.scale + 2 * FIT_MARGIN);
  const fileName = `${story.machineId}`;
  const roles = useMemo(() => [...new Set(story.transitions.map((transition) => transition.role))], [story]);
  const serialized = () => (svg.current ? serializeDiagram(svg.current, content) : '');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
        <Button variant="secondary" size="sm" icon={<Maximize size={16} aria-hidden="true" />} onClick={fit} data-testid="story-fit">
          {t('business.fit')}
        </Button>
        <IconButton aria-label={t('business.zoomIn')} icon={<ZoomIn size={18} />} onClick={zoomIn} />
        <IconButton aria-label={t('business.zoomOut')} icon={<ZoomOut size={18} />} onClick={zoomOut} />
        <span className={css({ color: 'muted', textStyle: 'small', minW: '3rem' })} aria-live="polite" data-testid="story-zoom">
          {t('business.zoomLevel', { percent: Math.round(view.scale * 100) })}
        </span>
        <Button variant="secondary" size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={() => downloadText(serialized(), `${fileName}.svg`, 'image/svg+xml')}>
          {t('business.downloadSvg')}
        </Button>
        <Button variant="secondary" size="sm" icon={<FileText size={16} aria-hidden="true" />} onClick={() => printDiagram(serialized(), printable)} title={t('business.pdfHint')}>
          {t('business.downloadPdf')}
        </Button>
      </div>
      <div ref={frame}>
        <div
          ref={viewport}
          className={viewportClass}
          style={{ height: `${height}px` }}
          role="group"
          aria-label={t('business.diagramLabel', { title })}
          aria-describedby={hintId}
          tabIndex={0}
          data-testid="story-viewport"
          data-shape={layout ? `${layout.direction}-${layout.mode}` : undefined}
          {...handlers}
        >
          {layout ? (
            <svg ref={svg} width="100%" height="100%" role="img" aria-labelledby={titleId} data-machine={story.machineId} data-testid="story-svg">
              <title id={titleId}>{title}</title>
              <style>{`${STORY_CSS}\n${STORY_DARK_CSS}`}</style>
              <defs>
                {[null, ...roles].map((role) => (
                  <marker key={role ?? 'none'} id={`${markerBase}-${role ?? 'none'}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" fill={roleColour(story, role)} />
                  </marker>
                ))}
              </defs>
              <g data-viewport="" transform={transformOf(view)} data-testid="story-content">
                {layout.nodes.map((node) => {
                  const current = highlight.current.has(node.id);
                  const steps = highlight.steps?.get(node.id) ?? [];
                  return (
                    <g key={node.id} className={['s-state', current ? 'current' : '', steps.length > 0 ? 'visited' : ''].filter(Boolean).join(' ')} data-status={node.id} data-current={current ? 'true' : undefined}>
                      <rect className={node.final ? 's-box final' : 's-box'} x={node.x} y={node.y} width={node.width} height={node.height} rx={10} />
                      {node.lines.map((line, index) => (
                        <text key={index} className="s-name" x={node.x + node.width / 2} y={node.y + node.height / 2 + 5 + (index - (node.lines.length - 1) / 2) * 19} textAnchor="middle">
                          {line}
                        </text>
                      ))}
                      {steps.length > 0 ? (
                        <g data-testid="history-badge">
                          <rect className="s-badge" x={node.x + node.width - 6 - Math.max(20, steps.join(',').length * 7.5 + 8)} y={node.y - 9} width={Math.max(20, steps.join(',').length * 7.5 + 8)} height={18} rx={9} />
                          <text className="s-badge-text" x={node.x + node.width - 6 - Math.max(20, steps.join(',').length * 7.5 + 8) / 2} y={node.y + 4} textAnchor="middle">
                            {steps.join(',')}
                          </text>
                        </g>
                      ) : null}
                    </g>
                  );
                })}
                {layout.starts.map((start) => (
                  <circle key={start.id} className="s-start" cx={start.x + start.width / 2} cy={start.y + start.height / 2} r={start.width / 2} />
                ))}
                {layout.edges.map((edge) => {
                  const current = highlight.transition !== null && edge.transitionIds.includes(highlight.transition);
                  const colour = roleColour(story, edge.role);
                  return (
                    <g key={edge.id} className={current ? 's-edge-group current' : 's-edge-group'} data-edge={edge.id} data-current={current ? 'true' : undefined}>
                      <path className={current ? 's-edge current' : 's-edge'} d={pathOf(edge)} stroke={colour} markerEnd={`url(#${markerBase}-${edge.role ?? 'none'})`} />
                      {edge.label ? <EdgeLabel story={story} label={edge.label} current={highlight.transition} /> : null}
                    </g>
                  );
                })}
              </g>
            </svg>
          ) : null}
        </div>
      </div>
      <p id={hintId} className={css({ color: 'muted', textStyle: 'small' })}>
        {t('business.hint')}
      </p>
    </div>
  );
};
