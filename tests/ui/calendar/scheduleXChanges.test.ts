// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { dragMinutes, keyShift, watchScheduleXChanges } from '../../../src/ui/calendar/scheduleXChanges.ts';

const alt = { alt: true, shift: false, other: false };
const altShift = { alt: true, shift: true, other: false };

describe('moving and resizing events in the views', () => {
  it('reads Alt+arrows as a move and Alt+Shift+arrows as a resize; other keys mean nothing', () => {
    expect(keyShift('ArrowDown', alt, false)).toEqual({ kind: 'move', minutes: 15 });
    expect(keyShift('ArrowUp', alt, false)).toEqual({ kind: 'move', minutes: -15 });
    expect(keyShift('ArrowRight', alt, false)).toEqual({ kind: 'move', minutes: 1440 });
    expect(keyShift('ArrowLeft', alt, true)).toEqual({ kind: 'move', minutes: -1440 });
    expect(keyShift('ArrowDown', alt, true)).toEqual({ kind: 'move', minutes: 7 * 1440 });
    expect(keyShift('ArrowDown', altShift, false)).toEqual({ kind: 'resize', minutes: 15 });
    expect(keyShift('ArrowRight', altShift, true)).toEqual({ kind: 'resize', minutes: 1440 });
    // An all-day event has no quarter hours to grow by.
    expect(keyShift('ArrowDown', altShift, true)).toBeNull();
    expect(keyShift('ArrowDown', { alt: false, shift: false, other: false }, false)).toBeNull();
    expect(keyShift('ArrowDown', { alt: true, shift: false, other: true }, false)).toBeNull();
    expect(keyShift('Enter', alt, false)).toBeNull();
  });

  it('snaps a drag to quarter hours and day columns in the time grid, to days and weeks in the month grid', () => {
    const time = { columnWidth: 100, rowHeight: 0, pxPerMinute: 1 };
    expect(dragMinutes('time', 'move', 0, 52, time)).toBe(45);
    expect(dragMinutes('time', 'move', 160, -20, time)).toBe(2 * 1440 - 15);
    // A resize ignores sideways movement.
    expect(dragMinutes('time', 'resize', 160, 60, time)).toBe(60);
    const month = { columnWidth: 50, rowHeight: 80, pxPerMinute: 0 };
    expect(dragMinutes('month', 'move', 60, 90, month)).toBe(8 * 1440);
    expect(dragMinutes('date', 'move', -60, 90, month)).toBe(-1440);
  });

  it('sends a key change for editable events only, and keeps Alt+← from going back', () => {
    document.body.innerHTML = `<div id="root"><div id="mine" data-event-id="1" tabindex="0"></div><div id="theirs" data-event-id="2" tabindex="0"></div></div>`;
    const root = document.getElementById('root') as HTMLElement;
    const onChange = vi.fn();
    const stop = watchScheduleXChanges(root, { lookup: (id) => ({ allDay: false, editable: id === '1' }), onChange });
    const press = (id: string) => {
      const event = new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('mine')).toBe(true);
    expect(press('theirs')).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('1', { kind: 'move', minutes: -1440 });
    stop();
    press('mine');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("gives a dragged event back Schedule-X's own size and place once the drag ends", () => {
    document.body.innerHTML = `<div id="root"><div class="sx__time-grid-day"><div id="ev" class="sx__time-grid-event" data-event-id="1" style="top: 50%; height: 4.1667%"></div></div></div>`;
    const root = document.getElementById('root') as HTMLElement;
    const onChange = vi.fn();
    const stop = watchScheduleXChanges(root, { lookup: () => ({ allDay: false, editable: true }), onChange });
    const event = document.getElementById('ev') as HTMLElement;
    const pointer = (type: string, y: number) => new PointerEvent(type, { button: 0, pointerType: 'mouse', clientX: 0, clientY: y, bubbles: true, cancelable: true });
    event.dispatchEvent(pointer('pointerdown', -100));
    window.dispatchEvent(pointer('pointermove', -60));
    expect(event.getAttribute('data-dragging')).toBe('move');
    window.dispatchEvent(pointer('pointerup', -60));
    // Schedule-X sets an event's height only when its length changes: a move that dropped it left the event unsized.
    expect(event.style.height).toBe('4.1667%');
    expect(event.style.transform).toBe('');
    expect(event.hasAttribute('data-dragging')).toBe(false);
    stop();
  });
});
