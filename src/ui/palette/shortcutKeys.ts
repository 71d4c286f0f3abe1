// Keyboard shortcuts of the signed-in app (issue 22), as a pure function of one key press and what came before:
//   Ctrl/Cmd+K  the command palette (also from a text field: it is how people reach it while typing);
//   ?           the list of shortcuts;
//   g, letter   go to a module (g d dashboard, g t tasks…; see GO_TO);
//   n           "new" in the current module;
//   /           the current list's search field.
// Nothing but Ctrl/Cmd+K fires with a modifier (Ctrl, Cmd, Alt), inside a text field or editable content, or while
// a dialog is open (that dialog owns the keyboard).

export type KeyPress = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The focus is in a text field, a select or editable content. */
  readonly inTextField: boolean;
  /** A modal dialog is open. */
  readonly dialogOpen: boolean;
  /** When it was pressed (ms): a `g` waits for its letter only so long. */
  readonly at: number;
};

export type ShortcutAction =
  | { readonly type: 'palette' }
  | { readonly type: 'help' }
  | { readonly type: 'goTo'; readonly letter: string }
  | { readonly type: 'create' }
  | { readonly type: 'focusSearch' };

/** A pending `g` (when it was pressed), or null. */
export type ShortcutState = { readonly pendingGoSince: number | null };

export const NO_PENDING: ShortcutState = { pendingGoSince: null };

/** How long `g` waits for its letter. */
export const GO_TO_WINDOW_MS = 1500;

export type ShortcutOutcome = { readonly state: ShortcutState; readonly action: ShortcutAction | null };

const nothing: ShortcutOutcome = { state: NO_PENDING, action: null };

export function readShortcut(state: ShortcutState, press: KeyPress): ShortcutOutcome {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey && press.key.toLowerCase() === 'k') return press.dialogOpen ? nothing : { state: NO_PENDING, action: { type: 'palette' } };
  if (command || press.altKey || press.inTextField || press.dialogOpen) return nothing;
  const pending = state.pendingGoSince !== null && press.at - state.pendingGoSince <= GO_TO_WINDOW_MS;
  const key = press.key;
  if (pending && /^[a-z]$/i.test(key)) return { state: NO_PENDING, action: { type: 'goTo', letter: key.toLowerCase() } };
  switch (key) {
    case 'g':
      return { state: { pendingGoSince: press.at }, action: null };
    case '?':
      return { state: NO_PENDING, action: { type: 'help' } };
    case 'n':
      return { state: NO_PENDING, action: { type: 'create' } };
    case '/':
      return { state: NO_PENDING, action: { type: 'focusSearch' } };
    default:
      return nothing;
  }
}

/** Whether an element takes typed text (where single-key shortcuts must stay quiet). */
export function isTextEntry(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLElement && el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return el.getAttribute('role') === 'textbox' || el.getAttribute('role') === 'combobox';
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}
