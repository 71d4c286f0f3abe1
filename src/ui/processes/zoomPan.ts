/** The diagram's view: a scale and a translation, changed by buttons, keys, the wheel and dragging. Pure. */

export type View = { readonly scale: number; readonly x: number; readonly y: number };

export type Size = { readonly width: number; readonly height: number };

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
const STEP = 1.25;
export const PAN_STEP = 60;
const MARGIN = 16;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The view a diagram opens at (and `0` returns to): its width fitted in the viewport, never enlarged beyond 1 and
 * never below `minScale`, the scale under which its labels would be too small to read; what does not fit then (a
 * wide diagram at the readable scale, or a tall one) starts at its top left and is reached by panning. What fits is
 * centred.
 */
export const fitView = (content: Size, viewport: Size, minScale = MIN_SCALE): View => {
  if (viewport.width <= 0 || viewport.height <= 0 || content.width <= 0 || content.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.max(minScale, Math.min(1, (viewport.width - 2 * MARGIN) / content.width)));
  const place = (room: number, size: number) => (size * scale <= room - 2 * MARGIN ? (room - size * scale) / 2 : MARGIN);
  return { scale, x: place(viewport.width, content.width), y: place(viewport.height, content.height) };
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
export const viewForKey = (key: string, view: View, viewport: Size, content: Size, minScale = MIN_SCALE): View | null => {
  switch (key) {
    case '+':
    case '=':
      return zoomIn(view, viewport);
    case '-':
    case '_':
      return zoomOut(view, viewport);
    case '0':
      return fitView(content, viewport, minScale);
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
