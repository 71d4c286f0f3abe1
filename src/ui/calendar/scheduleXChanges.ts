// Moving and resizing events in the Schedule-X views without its paid drag-and-drop and resize plugins (the free
// ones stop at major 3; this project is on 4). Listeners sit on our wrapper around Schedule-X's own markup:
// - keyboard, on a focused event: Alt+↑/↓ moves it by 15 minutes (a week for all-day events), Alt+←/→ by a day;
//   with Shift the same keys change its end instead (its length);
// - mouse or pen: drag an event to move it (15-minute steps, day columns, month rows); drag the bottom edge of a
//   timed event to resize it.
// Only the numbers are decided here; the change itself goes through the event editor statechart (applyViewChange).

export const SNAP_MINUTES = 15;
const MINUTES_PER_DAY = 1440;
/** How close to the bottom edge of a timed event a drag resizes it instead of moving it. */
export const RESIZE_EDGE_PX = 8;
const DRAG_THRESHOLD_PX = 5;

export type ChangeKind = 'move' | 'resize';
export type Grid = 'time' | 'date' | 'month';
export type Shift = { readonly kind: ChangeKind; readonly minutes: number };

/** The change a key press asks for on an event, or null when the keys mean nothing here. */
export const keyShift = (key: string, modifiers: { readonly alt: boolean; readonly shift: boolean; readonly other: boolean }, allDay: boolean): Shift | null => {
  if (!modifiers.alt || modifiers.other) return null;
  const kind: ChangeKind = modifiers.shift ? 'resize' : 'move';
  const vertical = allDay ? (kind === 'move' ? 7 * MINUTES_PER_DAY : null) : SNAP_MINUTES;
  switch (key) {
    case 'ArrowUp':
      return vertical === null ? null : { kind, minutes: -vertical };
    case 'ArrowDown':
      return vertical === null ? null : { kind, minutes: vertical };
    case 'ArrowLeft':
      return { kind, minutes: -MINUTES_PER_DAY };
    case 'ArrowRight':
      return { kind, minutes: MINUTES_PER_DAY };
    default:
      return null;
  }
};

export type DragMetrics = { readonly columnWidth: number; readonly rowHeight: number; readonly pxPerMinute: number };

/** Minutes a drag of (dx, dy) pixels stands for, snapped: 15 minutes and day columns in the time grid, days elsewhere. */
export const dragMinutes = (grid: Grid, kind: ChangeKind, dx: number, dy: number, m: DragMetrics): number => {
  const days = m.columnWidth > 0 ? Math.round(dx / m.columnWidth) : 0;
  if (grid === 'time') {
    const minutes = m.pxPerMinute > 0 ? Math.round(dy / m.pxPerMinute / SNAP_MINUTES) * SNAP_MINUTES : 0;
    return kind === 'resize' ? minutes : minutes + days * MINUTES_PER_DAY;
  }
  const weeks = grid === 'month' && m.rowHeight > 0 ? Math.round(dy / m.rowHeight) : 0;
  return (days + weeks * 7) * MINUTES_PER_DAY;
};

export type ChangeHandlers = {
  /** What the view knows of an event by its Schedule-X id; only editable ones can be moved. */
  readonly lookup: (id: string) => { readonly allDay: boolean; readonly editable: boolean } | undefined;
  readonly onChange: (id: string, shift: Shift) => void;
};

const EVENT_SELECTOR = '.sx__time-grid-event[data-event-id], .sx__date-grid-event[data-event-id], .sx__month-grid-event[data-event-id]';

const gridOf = (element: Element): Grid =>
  element.classList.contains('sx__time-grid-event') ? 'time' : element.classList.contains('sx__month-grid-event') ? 'month' : 'date';

const metricsOf = (element: HTMLElement, grid: Grid): DragMetrics => {
  if (grid === 'time') {
    const day = element.closest('.sx__time-grid-day')?.getBoundingClientRect();
    return { columnWidth: day?.width ?? 0, rowHeight: 0, pxPerMinute: day ? day.height / MINUTES_PER_DAY : 0 };
  }
  if (grid === 'month') {
    const day = element.closest('.sx__month-grid-day')?.getBoundingClientRect();
    return { columnWidth: day?.width ?? 0, rowHeight: day?.height ?? 0, pxPerMinute: 0 };
  }
  const cell = element.closest('.sx__date-grid')?.querySelector('.sx__date-grid-cell')?.getBoundingClientRect();
  return { columnWidth: cell?.width ?? 0, rowHeight: 0, pxPerMinute: 0 };
};

type Drag = {
  readonly id: string;
  readonly element: HTMLElement;
  readonly grid: Grid;
  readonly kind: ChangeKind;
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly metrics: DragMetrics;
  /** Schedule-X's own inline height and transform, put back when the drag ends: it draws an event's length as an
   * inline height and sets it again only when the length changes, so a move that removed it left the event unsized. */
  readonly style: { readonly height: string; readonly transform: string };
  moved: boolean;
};

/** Listens for keyboard and pointer changes on the events inside `root`; returns the clean-up. */
export const watchScheduleXChanges = (root: HTMLElement, handlers: ChangeHandlers): (() => void) => {
  let drag: Drag | null = null;
  let swallowClick = false;

  const eventOf = (target: EventTarget | null): { element: HTMLElement; id: string } | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-event-id]') : null;
    const id = element?.dataset['eventId'];
    return element && id !== undefined && root.contains(element) ? { element, id } : null;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const found = eventOf(e.target);
    const known = found ? handlers.lookup(found.id) : undefined;
    if (!found || !known?.editable) return;
    const shift = keyShift(e.key, { alt: e.altKey, shift: e.shiftKey, other: e.ctrlKey || e.metaKey }, known.allDay);
    if (shift === null) return;
    // Alt+← is also the browser's "back": the key belongs to the focused event here.
    e.preventDefault();
    e.stopPropagation();
    handlers.onChange(found.id, shift);
  };

  const reset = (d: Drag) => {
    d.element.style.transform = d.style.transform;
    d.element.style.height = d.style.height;
    d.element.removeAttribute('data-dragging');
  };

  const onPointerDown = (e: PointerEvent) => {
    swallowClick = false;
    if (e.button !== 0 || e.pointerType === 'touch') return;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(EVENT_SELECTOR) : null;
    const id = target?.dataset['eventId'];
    if (!target || id === undefined || target.classList.contains('is-event-copy') || !handlers.lookup(id)?.editable) return;
    const grid = gridOf(target);
    const box = target.getBoundingClientRect();
    const kind: ChangeKind = grid === 'time' && e.clientY >= box.bottom - RESIZE_EDGE_PX ? 'resize' : 'move';
    drag = { id, element: target, grid, kind, x: e.clientX, y: e.clientY, height: box.height, metrics: metricsOf(target, grid), style: { height: target.style.height, transform: target.style.transform }, moved: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    e.preventDefault();
    const minutes = dragMinutes(d.grid, d.kind, dx, dy, d.metrics);
    d.element.setAttribute('data-dragging', d.kind);
    if (d.kind === 'resize') {
      d.element.style.height = `${Math.max(d.metrics.pxPerMinute * SNAP_MINUTES, d.height + minutes * d.metrics.pxPerMinute)}px`;
      return;
    }
    const columns = d.metrics.columnWidth > 0 ? Math.round(dx / d.metrics.columnWidth) : 0;
    const rows = d.metrics.rowHeight > 0 ? Math.round(dy / d.metrics.rowHeight) : 0;
    const px = {
      x: columns * d.metrics.columnWidth,
      y: d.grid === 'time' ? (minutes - columns * MINUTES_PER_DAY) * d.metrics.pxPerMinute : d.grid === 'month' ? rows * d.metrics.rowHeight : 0,
    };
    d.element.style.transform = `translate(${px.x}px, ${px.y}px)`;
  };

  const onPointerUp = (e: PointerEvent) => {
    const d = drag;
    drag = null;
    if (!d) return;
    reset(d);
    if (!d.moved) return;
    // The click that follows a drag must not open the editor.
    swallowClick = true;
    const minutes = dragMinutes(d.grid, d.kind, e.clientX - d.x, e.clientY - d.y, d.metrics);
    if (minutes !== 0) handlers.onChange(d.id, { kind: d.kind, minutes });
  };

  const onPointerCancel = () => {
    if (drag) reset(drag);
    drag = null;
  };

  const onClickCapture = (e: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.preventDefault();
    e.stopPropagation();
  };

  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('pointerdown', onPointerDown);
  root.addEventListener('click', onClickCapture, true);
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerCancel);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('pointerdown', onPointerDown);
    root.removeEventListener('click', onClickCapture, true);
    window.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('pointerup', onPointerUp);
    window.removeEventListener('pointercancel', onPointerCancel);
  };
};
