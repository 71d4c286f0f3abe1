// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { MockControls } from '../../mocks/controls.ts';
import { mountScenarioSwitcher } from '../../mocks/switcher.ts';

// The scenario switcher of mock mode: every scenario offered, texts in the page's language (both), a choice
// starts that scenario and reloads the page.

const controls = (): MockControls => ({
  scenario: () => 'normal',
  use: vi.fn(),
  fail: vi.fn(),
  clearFaults: vi.fn(),
  expireAccessTokens: vi.fn(),
  expireSession: vi.fn(),
  calls: () => [],
  violations: () => [],
});

describe('the scenario switcher', () => {
  it('offers the five scenarios in Italian, and in English when the page switches language', async () => {
    document.documentElement.lang = 'it';
    const box = mountScenarioSwitcher(controls());
    const select = box.querySelector('select');
    expect(box.querySelector('label')?.textContent).toBe('API simulata');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual(['Dati normali', 'Azienda vuota', 'Rete lenta', 'Errori del server', 'Sessione scaduta']);
    document.documentElement.lang = 'en';
    await vi.waitFor(() => expect(box.querySelector('label')?.textContent).toBe('Mocked API'));
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual(['Normal data', 'Empty tenant', 'Slow network', 'Server errors', 'Expired session']);
    box.remove();
  });

  it('starts the chosen scenario', () => {
    const steer = controls();
    const box = mountScenarioSwitcher(steer);
    const select = box.querySelector('select');
    if (select === null) throw new Error('no select');
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    select.value = 'empty';
    select.dispatchEvent(new Event('change'));
    expect(steer.use).toHaveBeenCalledWith('empty');
    box.remove();
  });
});
