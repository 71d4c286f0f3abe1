import { expect, test } from '@playwright/test';
import { sessionBrowserPaths } from './models/sessionBrowserPaths.ts';
import { SessionPathDriver } from './models/SessionPathDriver.ts';

// Paths generated from the session statechart (the same one the Processi screen draws), driven through the browser.
const paths = sessionBrowserPaths();

test.describe('session: generated paths in the browser', () => {
  test('the generated paths include the refused → signed in → logged out path', () => {
    const types = paths.map((path) => path.events.map((event) => event.type).filter((type) => !type.startsWith('xstate.done.actor.load')));
    expect(types).toContainEqual(['login.submit', 'xstate.error.actor.authenticate', 'login.submit', 'xstate.done.actor.authenticate', 'logout']);
  });

  for (const path of paths) {
    test(path.name, async ({ page }) => {
      await new SessionPathDriver(page, 'acme').run(path);
    });
  }
});
