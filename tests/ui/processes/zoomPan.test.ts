import { describe, expect, it } from 'vitest';
import { boundsOf, fitView, revealBox, MAX_SCALE, PAN_STEP, transformOf, viewForKey, zoomAt } from '../../../src/ui/processes/zoomPan.ts';

const viewport = { width: 800, height: 600 };
const content = { width: 1600, height: 600 };

describe('zoom and pan', () => {
  it('fits the diagram inside the viewport, centred, never enlarged', () => {
    const fitted = fitView(content, viewport);
    expect(fitted.scale).toBeCloseTo((800 - 32) / 1600);
    expect(fitted.x).toBeCloseTo((800 - 1600 * fitted.scale) / 2);
    expect(fitView({ width: 100, height: 100 }, viewport).scale).toBe(1);
    expect(fitView(content, { width: 0, height: 0 })).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('fits the width only down to the readable scale, then starts at the top left for panning', () => {
    const readable = fitView({ width: 3000, height: 2000 }, viewport, 0.85);
    expect(readable).toEqual({ scale: 0.85, x: 16, y: 16 });
    // A tall diagram is fitted by its width, not shrunk to its height.
    expect(fitView({ width: 600, height: 5000 }, viewport, 0.85)).toEqual({ scale: 1, x: 100, y: 16 });
    expect(viewForKey('0', { scale: 2, x: 5, y: 5 }, viewport, { width: 3000, height: 2000 }, 0.85)).toEqual(readable);
  });

  it('opens a diagram too wide to fit with its focus (the active states) in the middle, never past its edges', () => {
    const wide = { width: 3000, height: 500 };
    const focus = boundsOf([{ x: 1400, y: 100, width: 100, height: 40 }, { x: 1500, y: 300, width: 100, height: 40 }]);
    expect(focus).toEqual({ x: 1400, y: 100, width: 200, height: 240 });
    const view = fitView(wide, viewport, 1, focus);
    expect(view.x + 1500 * view.scale).toBe(400);
    // A focus at the far right does not scroll past the diagram's right edge.
    const right = fitView(wide, viewport, 1, { x: 2990, y: 0, width: 10, height: 10 });
    expect(right.x).toBe(800 - 16 - 3000);
    // Without a focus: the top left. What fits stays centred whatever the focus.
    expect(fitView(wide, viewport, 1).x).toBe(16);
    expect(fitView({ width: 400, height: 300 }, viewport, 1, focus)).toEqual({ scale: 1, x: 200, y: 150 });
    expect(boundsOf([])).toBeNull();
  });

  it('pans just enough to show a state reached with Tab', () => {
    const view = { scale: 1, x: 0, y: 0 };
    expect(revealBox(view, { x: 100, y: 100, width: 50, height: 30 }, viewport)).toBe(view);
    expect(revealBox(view, { x: 1000, y: 100, width: 100, height: 30 }, viewport)).toEqual({ scale: 1, x: 800 - 16 - 1100, y: 0 });
    expect(revealBox({ scale: 0.5, x: -400, y: 0 }, { x: 100, y: 10, width: 100, height: 30 }, viewport)).toEqual({ scale: 0.5, x: -400 + (16 - (-400 + 50)), y: 16 - 5 });
  });

  it('zooms around a point, within limits', () => {
    const zoomed = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 100 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -100 });
    expect(zoomAt({ scale: MAX_SCALE, x: 0, y: 0 }, 2, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('answers the diagram keys and ignores the others', () => {
    const view = { scale: 1, x: 0, y: 0 };
    expect(viewForKey('+', view, viewport, content)?.scale).toBe(1.25);
    expect(viewForKey('-', view, viewport, content)?.scale).toBe(0.8);
    expect(viewForKey('0', view, viewport, content)).toEqual(fitView(content, viewport));
    expect(viewForKey('ArrowLeft', view, viewport, content)).toEqual({ scale: 1, x: PAN_STEP, y: 0 });
    expect(viewForKey('ArrowDown', view, viewport, content)).toEqual({ scale: 1, x: 0, y: -PAN_STEP });
    expect(viewForKey('a', view, viewport, content)).toBeNull();
    expect(transformOf({ scale: 0.5, x: 10.123, y: 2 })).toBe('translate(10.12 2) scale(0.5)');
  });
});
