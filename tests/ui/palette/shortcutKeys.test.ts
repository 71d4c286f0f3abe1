// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { GO_TO_WINDOW_MS, isTextEntry, NO_PENDING, readShortcut, type KeyPress, type ShortcutState } from '../../../src/ui/palette/shortcutKeys.ts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, inTextField: false, dialogOpen: false, at: 1000, ...extra });

/** The actions of a sequence of presses, each fed the state the previous one left. */
const run = (presses: readonly KeyPress[]) => {
  let state: ShortcutState = NO_PENDING;
  return presses.map((p) => {
    const out = readShortcut(state, p);
    state = out.state;
    return out.action;
  });
};

describe('keyboard shortcuts', () => {
  it('opens the palette with Ctrl+K or Cmd+K, even from a text field', () => {
    expect(run([press('k', { ctrlKey: true })])).toEqual([{ type: 'palette' }]);
    expect(run([press('K', { metaKey: true, inTextField: true })])).toEqual([{ type: 'palette' }]);
    expect(run([press('k', { ctrlKey: true, altKey: true })])).toEqual([null]);
  });

  it('reads ?, n and / as help, new and search', () => {
    expect(run([press('?'), press('n'), press('/')])).toEqual([{ type: 'help' }, { type: 'create' }, { type: 'focusSearch' }]);
  });

  it('goes to a module with g then a letter, only soon after the g', () => {
    expect(run([press('g'), press('t', { at: 1500 })])).toEqual([null, { type: 'goTo', letter: 't' }]);
    expect(run([press('g'), press('T', { at: 1200 })])).toEqual([null, { type: 'goTo', letter: 't' }]);
    expect(run([press('g'), press('t', { at: 1000 + GO_TO_WINDOW_MS + 1 })])).toEqual([null, null]);
    // A letter alone does nothing; `g g` waits again.
    expect(run([press('t'), press('g'), press('x', { ctrlKey: true }), press('t')])).toEqual([null, null, null, null]);
  });

  it('stays quiet in text fields, in dialogs and with modifier keys', () => {
    for (const key of ['?', 'n', '/', 'g']) {
      expect(run([press(key, { inTextField: true })])).toEqual([null]);
      expect(run([press(key, { dialogOpen: true })])).toEqual([null]);
      expect(run([press(key, { ctrlKey: true })])).toEqual([null]);
      expect(run([press(key, { altKey: true })])).toEqual([null]);
      expect(run([press(key, { metaKey: true })])).toEqual([null]);
    }
    expect(run([press('g'), press('t', { inTextField: true, at: 1100 })])).toEqual([null, null]);
    // Another dialog owns the keyboard: not even Ctrl+K.
    expect(run([press('k', { ctrlKey: true, dialogOpen: true })])).toEqual([null]);
  });

  it('knows which elements take typed text', () => {
    const el = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTextEntry(el('<input type="text">'))).toBe(true);
    expect(isTextEntry(el('<input type="search">'))).toBe(true);
    expect(isTextEntry(el('<input>'))).toBe(true);
    expect(isTextEntry(el('<textarea></textarea>'))).toBe(true);
    expect(isTextEntry(el('<select></select>'))).toBe(true);
    expect(isTextEntry(el('<div role="combobox"></div>'))).toBe(true);
    expect(isTextEntry(el('<input type="checkbox">'))).toBe(false);
    expect(isTextEntry(el('<button>Go</button>'))).toBe(false);
    const editable = el('<div contenteditable="true"></div>') as HTMLElement;
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextEntry(editable)).toBe(true);
    expect(isTextEntry(null)).toBe(false);
  });
});
