// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clockEntry } from '../../../src/machines/introspection/entries/clock.entry.ts';
import { confirmActionEntry } from '../../../src/machines/introspection/entries/confirmAction.entry.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import type { MachineRegistryEntry } from '../../../src/machines/introspection/registryEntry.ts';
import { registerLiveActor } from '../../../src/machines/liveActors.ts';
import { plainWords } from '../../../src/machines/introspection/plainWords.ts';
import { cachedLayout } from '../../../src/ui/processes/layoutCache.ts';
import { cachedPaths } from '../../../src/ui/processes/pathsCache.ts';
import i18next from 'i18next';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { serializeDiagram } from '../../../src/ui/processes/exportSvg.ts';
import { MachineView } from '../../../src/ui/processes/MachineView.tsx';
import { setupProcessesI18n } from './i18nForProcesses.ts';

// React retries a suspended render inside RTL's act only when act is awaited: lay out and generate beforehand, as a
// warm cache (the browser path, suspending on first use, is covered by the e2e test).
beforeAll(async () => {
  await setupProcessesI18n();
  const words = plainWords((key, options) => i18next.t(key, { ns: 'processes', ...options }), (key) => i18next.exists(key, { ns: 'processes' }));
  await cachedLayout(introspectMachine(confirmActionEntry.machine), words, i18next.language);
  await cachedLayout(introspectMachine(clockEntry.machine), words, i18next.language);
  const session = introspectMachine(sessionEntry.machine);
  await cachedLayout(session, words, i18next.language);
  await cachedLayout(session, words, i18next.language, new Set(['session.booting']));
  await cachedPaths(confirmActionEntry);
}, 60_000);
afterEach(cleanup);

const renderView = (entry: MachineRegistryEntry) =>
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <MachineView entry={entry} />
    </SessionContext.Provider>,
  );

const stateButtons = async () => {
  await screen.findByRole('button', { name: 'State idle' }, { timeout: 15_000 });
  return screen.getAllByRole('button', { name: /^State / });
};

const viewportTransform = (container: HTMLElement) => container.querySelector('[data-viewport]')?.getAttribute('transform');

describe('statechart viewer', () => {
  it('draws every state as a focusable button named after it, and explains it in a table', async () => {
    const { container } = renderView(confirmActionEntry);
    const buttons = await stateButtons();
    const graph = introspectMachine(confirmActionEntry.machine);
    // The root is drawn too: it is the box the machine's own transitions start from.
    expect(buttons).toHaveLength(graph.states.length);
    for (const button of buttons) expect(button.getAttribute('tabindex')).toBe('0');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['State idle', 'State asking for confirmation', 'State carrying out', 'State done', 'State failed']));
    expect(container.querySelectorAll('[data-edge]').length).toBeGreaterThanOrEqual(graph.transitions.length);
    // States in plain words from the locale; the identifier stays at hand for developers.
    expect(container.querySelector('[data-state-id="confirmAction.confirming"] > title')?.textContent).toBe('confirmAction.confirming');
    const table = screen.getByRole('table', { name: 'States and transitions of Confirm, then act' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('rowheader', { name: 'asking for confirmation confirming' })).toBeTruthy();
    expect(screen.getAllByText('carrying out the action succeeded').length).toBeGreaterThan(0);
  }, 30_000);

  it('zooms with + and − and fits with 0; arrow keys move the diagram', async () => {
    const { container } = renderView(confirmActionEntry);
    await stateButtons();
    const viewport = screen.getByRole('group', { name: 'State diagram of Confirm, then act' });
    const initial = viewportTransform(container);
    fireEvent.keyDown(viewport, { key: '+' });
    const zoomed = viewportTransform(container);
    expect(zoomed).not.toBe(initial);
    expect(zoomed).toMatch(/scale\(1\.25\)/);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(viewportTransform(container)).not.toBe(zoomed);
    fireEvent.keyDown(viewport, { key: '0' });
    expect(viewportTransform(container)).toBe(initial);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(viewportTransform(container)).toMatch(/scale\(0\.8\)/);
  }, 30_000);

  it('exports the diagram as an SVG file containing every state', async () => {
    const { container } = renderView(confirmActionEntry);
    await stateButtons();
    const svg = container.querySelector('svg[data-machine]');
    if (!(svg instanceof SVGSVGElement)) throw new Error('no diagram');
    const text = serializeDiagram(svg, { width: 400, height: 300 });
    expect(text.startsWith('<?xml')).toBe(true);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    for (const state of introspectMachine(confirmActionEntry.machine).states) expect(text).toContain(`data-state-id="${state.id}"`);
    expect(text).not.toContain('tabindex');

    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:diagram';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export SVG' }));
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]?.text()).toContain('data-state-id="confirmAction.failed"');
    createObjectURL.mockRestore();
  }, 30_000);

  it('highlights the states of the running actor and follows it', async () => {
    const actor = createActor(confirmActionEntry.stubbed).start();
    const unregister = registerLiveActor('confirmAction', actor);
    renderView(confirmActionEntry);
    expect(await screen.findByRole('button', { name: 'State idle, active' }, { timeout: 15_000 })).toBeTruthy();
    act(() => actor.send({ type: 'confirm.open', payload: { id: 1 } }));
    expect(await screen.findByRole('button', { name: 'State asking for confirmation, active' })).toBeTruthy();
    expect(screen.getByText('Running now, in: asking for confirmation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'State idle' })).toBeTruthy();
    act(() => unregister());
    expect(await screen.findByText('This workflow is not running in this browser right now.')).toBeTruthy();
    actor.stop();
  }, 30_000);

  it('steps through a generated path', async () => {
    renderView(confirmActionEntry);
    await stateButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Generated paths' }));
    expect(await screen.findByText(/paths generated from the statechart/, {}, { timeout: 15_000 })).toBeTruthy();
    await screen.findByRole('button', { name: 'State idle, active' }, { timeout: 15_000 });
    const next = screen.getByRole('button', { name: 'Next step' });
    await userEvent.click(next);
    await waitFor(() => expect(screen.getByText(/^Step 1 of/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'State idle' })).toBeTruthy();
  }, 30_000);

  it('shows the ways out of a chosen state', async () => {
    renderView(confirmActionEntry);
    const [first] = await stateButtons();
    await userEvent.click(screen.getByRole('button', { name: 'State failed' }));
    expect(screen.getByRole('button', { name: 'State failed' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Ways out of failed')).toBeTruthy();
    expect(first).toBeTruthy();
  }, 30_000);

  it('draws nested states closed; Enter or a click opens and closes the box, the arrows follow', async () => {
    const { container } = renderView(sessionEntry);
    const starting = await screen.findByRole('button', { name: /^State starting/ }, { timeout: 15_000 });
    expect(starting.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /^State finding the tenant/ })).toBeNull();
    // The failures inside `booting` are one arrow from the closed box.
    expect(container.querySelector('[data-edge="session.booting.checkingToken||0"]')).toBeTruthy();
    starting.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^State starting/ }).getAttribute('aria-expanded')).toBe('true'), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: /^State finding the tenant/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^State loading the user's data/ }).getAttribute('aria-expanded')).toBe('false');
    // The toggled box keeps the focus through the new layout.
    expect(document.activeElement?.getAttribute('data-state-id')).toBe('session.booting');
    await userEvent.click(screen.getByRole('button', { name: /^State starting/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^State finding the tenant/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^State starting/ }).getAttribute('aria-expanded')).toBe('false');
  }, 30_000);

  it('counts the states it draws: the wall clock, a root with a self-transition, is one state', async () => {
    renderView(clockEntry);
    await screen.findByRole('button', { name: 'State wall clock' }, { timeout: 15_000 });
    expect(screen.getAllByRole('button', { name: /^State / })).toHaveLength(1);
    expect(screen.getByText('States: 1 · transitions: 1')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'States and transitions of Wall clock' })).getAllByRole('row')).toHaveLength(2);
  }, 30_000);
});
