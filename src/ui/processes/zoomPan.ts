/** The diagram's view: a scale and a translation, changed by buttons, keys, the wheel and dragging. Pure. */

export type View = { readonly scale: number; readonly x: number; readonly y: number };

export type Size = { readonly width: number; readonly height: number };

/** A region of the diagram (content coordinates) the view should show first: the active states, the chosen one. */
export type FocusBox = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
const STEP = 1.25;
export const PAN_STEP = 60;
const MARGIN = 16;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The view a diagram opens at (and `0` returns to): its width fitted in the viewport, never enlarged beyond 1 and
 * never below `minScale`, the scale under which its labels would be too small to read. What fits is centred; what
 * does not (a wide diagram at the readable scale, or a tall one) is reached by panning, and starts with `focus` (the
 * active states) in the middle, or at its top left without one.
 */
export const fitView = (content: Size, viewport: Size, minScale = MIN_SCALE, focus: FocusBox | null = null): View => {
  if (viewport.width <= 0 || viewport.height <= 0 || content.width <= 0 || content.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.max(minScale, Math.min(1, (viewport.width - 2 * MARGIN) / content.width)));
  const place = (room: number, size: number, start: number | undefined, length: number) => {
    if (size * scale <= room - 2 * MARGIN) return (room - size * scale) / 2;
    if (start === undefined) return MARGIN;
    const centred = room / 2 - (start + length / 2) * scale;
    return Math.min(MARGIN, Math.max(room - MARGIN - size * scale, centred));
  };
  return { scale, x: place(viewport.width, content.width, focus?.x, focus?.width ?? 0), y: place(viewport.height, content.height, focus?.y, focus?.height ?? 0) };
};

/** The view panned just enough for `box` to be inside the viewport (a state reached with Tab); unchanged if it is. */
export const revealBox = (view: View, box: FocusBox, viewport: Size): View => {
  const shift = (start: number, length: number, offset: number, room: number) => {
    const from = offset + start * view.scale;
    const to = from + length * view.scale;
    if (from < MARGIN) return MARGIN - from;
    if (to > room - MARGIN) return Math.max(MARGIN - from, room - MARGIN - to);
    return 0;
  };
  const dx = shift(box.x, box.width, view.x, viewport.width);
  const dy = shift(box.y, box.height, view.y, viewport.height);
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
};

/** The smallest box around some boxes, or null for none. */
export const boundsOf = (boxes: readonly FocusBox[]): FocusBox | null => {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

/** Zooms by `factor` keeping the point (viewport coordinates) under the pointer where it is. */
export const zoomAt = (view: View, factor: number, point: { x: number; y: number }): View => {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
};

export const zoomIn = (view: View, viewport: Size): View => zoomAt(view, STEP, { x: viewport.width / 2, y: viewport.height / 2 });

export const zoomOut = (view: View, viewport: Size): View => zoomAt(view, 1 / STEP, { x: viewport.width / 2, y: viewport.height / 2 });

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The view after a key press, or null when the key is not one of the diagram's. */
export const viewForKey = (key: string, view: View, viewport: Size, content: Size, minScale = MIN_SCALE, focus: FocusBox | null = null): View | null => {
  switch (key) {
    case '+':
    case '=':
      return zoomIn(view, viewport);
    case '-':
    case '_':
      return zoomOut(view, viewport);
    case '0':
      return fitView(content, viewport, minScale, focus);
    // Arrows move the diagram the way the arrow points (the content slides opposite to the view).
    case 'ArrowLeft':
      return panBy(view, PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(view, -PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(view, 0, PAN_STEP);
    case 'ArrowDown':
      return panBy(view, 0, -PAN_STEP);
    default:
      return null;
  }
};

export const transformOf = (view: View): string => `translate(${round(view.x)} ${round(view.y)}) scale(${round(view.scale, 4)})`;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
