import type { DiagramEdge as Edge } from './layout/diagramLayout.ts';
import { LINE_HEIGHT } from './layout/textSize.ts';

/** An arrow with its label (the table next to the diagram says the same in text). */
export const DiagramEdge = ({ edge, markerId }: { readonly edge: Edge; readonly markerId: string }) => {
  const [first, ...rest] = edge.points;
  if (!first) return null;
  const d = `M ${first.x} ${first.y} ${rest.map((point) => `L ${point.x} ${point.y}`).join(' ')}`;
  return (
    <g aria-hidden="true" data-edge={edge.transitionId ?? 'initial'}>
      <path className="edge" d={d} markerEnd={`url(#${markerId})`} />
      {edge.label ? (
        <>
          <rect className="edge-label-bg" x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
          {edge.label.lines.map((line, index) => (
            <text key={index} className="edge-label" x={edge.label?.x ?? 0} dx={4} y={(edge.label?.y ?? 0) + 13 + index * LINE_HEIGHT}>
              {line}
            </text>
          ))}
        </>
      ) : null}
    </g>
  );
};
