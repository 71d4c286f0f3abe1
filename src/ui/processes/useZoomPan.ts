import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { fitView, panBy, revealBox, viewForKey, zoomAt, zoomIn, zoomOut, type FocusBox, type Size, type View } from './zoomPan.ts';

const WHEEL_FACTOR = 1.1;

const sizeOf = (element: HTMLElement | null): Size => ({ width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 });

/**
 * Zoom and pan of a diagram inside `viewport`: keys (+ − 0 arrows), wheel, drag, and the toolbar's buttons. It opens
 * (and fits) at no less than `minScale`, the readable scale, with `focus` in the middle when not all of it fits.
 */
export const useZoomPan = (viewport: RefObject<HTMLDivElement | null>, content: Size, minScale: number, focus: FocusBox | null) => {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  // Read when fitting, not a reason to fit: the view must not jump each time the live machine moves.
  const focusRef = useRef(focus);
  focusRef.current = focus;

  // Fit once the viewport has a size, and whenever the diagram changes (a box opened or closed).
  useLayoutEffect(() => {
    setView(fitView(content, sizeOf(viewport.current), minScale, focusRef.current));
  }, [viewport, content, minScale]);

  // The wheel zooms the diagram instead of scrolling the page: a non-passive listener, which React's onWheel is not.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = element.getBoundingClientRect();
      const point = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
      setView((current) => zoomAt(current, event.deltaY < 0 ? WHEEL_FACTOR : 1 / WHEEL_FACTOR, point));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewport]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = viewForKey(event.key, view, sizeOf(viewport.current), content, minScale, focusRef.current);
    if (next === null) return;
    event.preventDefault();
    setView(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // Capture only once it is a drag, so that a click still reaches the state under the pointer.
    if (!event.currentTarget.hasPointerCapture(event.pointerId) && Math.abs(dx) + Math.abs(dy) > 3) event.currentTarget.setPointerCapture(event.pointerId);
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((current) => panBy(current, dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
  };

  return {
    view,
    zoomIn: () => setView((current) => zoomIn(current, sizeOf(viewport.current))),
    zoomOut: () => setView((current) => zoomOut(current, sizeOf(viewport.current))),
    fit: () => setView(fitView(content, sizeOf(viewport.current), minScale, focusRef.current)),
    reveal: (box: FocusBox) => setView((current) => revealBox(current, box, sizeOf(viewport.current))),
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
};
