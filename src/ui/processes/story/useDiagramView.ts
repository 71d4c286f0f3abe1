import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, viewForKey, zoomAt, zoomIn, zoomOut, type View } from '../zoomPan.ts';
import { FIT_MARGIN, fittedScale } from './storyLayout.ts';

const WHEEL_FACTOR = 1.1;

type Size = { readonly width: number; readonly height: number };

/** The whole diagram fitted to the viewport's width and centred: what it opens at and "Fit to view" returns to. */
export const fittedView = (content: Size, width: number): View => {
  const scale = fittedScale(content, width);
  return { scale, x: Math.max(FIT_MARGIN, (width - content.width * scale) / 2), y: FIT_MARGIN };
};

type Point = { readonly x: number; readonly y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Two fingers, one of them moved from `previous` to `point`: zoomed by how much their distance changed, around their middle. */
export const pinchView = (view: View, previous: Point, point: Point, other: Point): View => {
  const before = distance(previous, other);
  return before > 0 ? zoomAt(view, distance(point, other) / before, { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 }) : view;
};

/**
 * Zoom and pan of a story diagram: keys (+ − 0 and arrows), the wheel, dragging with a mouse, a pen or one finger, and
 * pinching with two fingers. `width` is the viewport's width; the view opens fitted and refits when the diagram or
 * the width changes.
 */
export const useDiagramView = (viewport: RefObject<HTMLDivElement | null>, content: Size, width: number) => {
  const [view, setView] = useState<View>(() => fittedView(content, width));
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const moved = useRef(false);

  useLayoutEffect(() => setView(fittedView(content, width)), [content, width]);

  // The wheel zooms the diagram instead of scrolling the page: a non-passive listener, which React's onWheel is not.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = element.getBoundingClientRect();
      setView((current) => zoomAt(current, event.deltaY < 0 ? WHEEL_FACTOR : 1 / WHEEL_FACTOR, { x: event.clientX - bounds.left, y: event.clientY - bounds.top }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const size = () => ({ width: viewport.current?.clientWidth ?? width, height: viewport.current?.clientHeight ?? content.height });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = event.key === '0' ? fittedView(content, width) : viewForKey(event.key, view, size(), content);
    if (next === null) return;
    event.preventDefault();
    setView(next);
  };

  const local = (event: PointerEvent<HTMLElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, local(event));
    moved.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, other]) => other);
    const other = others[0];
    if (other !== undefined) {
      setView((current) => pinchView(current, previous, point, other));
    } else {
      const dx = point.x - previous.x;
      const dy = point.y - previous.y;
      if (!moved.current && Math.abs(dx) + Math.abs(dy) <= 3) return;
      if (!moved.current) event.currentTarget.setPointerCapture(event.pointerId);
      moved.current = true;
      setView((current) => panBy(current, dx, dy));
    }
    pointers.current.set(event.pointerId, point);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  return {
    view,
    fitted: fittedView(content, width),
    fit: () => setView(fittedView(content, width)),
    zoomIn: () => setView((current) => zoomIn(current, size())),
    zoomOut: () => setView((current) => zoomOut(current, size())),
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
};
