import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll } from 'vitest';

// Run before every file of the `app-dom` project, whose files share their worker's modules and its one happy-dom
// window (vitest.config.ts; Vitest sets the environment up once per worker when files are not isolated). What a file
// left in that window is undone when it ends, so the next file starts on the page a window of its own would give it:
// no mounted tree, no stray nodes, empty storage, the first address, and i18next not initialised (the test helpers
// initialise it only when it is not, each with the namespaces and language its file needs; a second init would merge
// the previous file's options).

const FIRST_HREF = Symbol.for('bottega.tests.firstHref');
/** The window happy-dom makes: its API beside the standard ones. */
type HappyDomWindow = { readonly happyDOM: { setURL(url: string): void } };
type WithFirstHref = typeof globalThis & { [FIRST_HREF]?: string };
const shared = globalThis as WithFirstHref;
// The setup file runs again before each file: only the first run sees the window as happy-dom made it.
shared[FIRST_HREF] ??= window.location.href;

afterAll(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  i18next.isInitialized = false;
  i18next.options = {};
  window.localStorage.clear();
  window.sessionStorage.clear();
  // happy-dom's own setter: a test may have left the page on another origin (or about:blank), where history refuses.
  const first = shared[FIRST_HREF];
  if (first !== undefined && window.location.href !== first) (window as unknown as HappyDomWindow).happyDOM.setURL(first);
});
