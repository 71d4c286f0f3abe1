import { describe, expect, it } from 'vitest';
import { progressOf, stepViews } from '../../../src/ui/components/setupSteps.ts';
import { changedSettings, timeZones, toggledModule, workspaceValues } from '../../../src/ui/settings/workspaceForm.ts';
import type { SetupState } from '../../../src/api/setup.ts';

const state = (done: readonly string[], hints = { identityHasVatNumber: false, users: 1, imports: 0 }): SetupState => ({
  steps: (['identity', 'workspace', 'colleagues', 'import', 'dashboard'] as const).map((step) => ({ step, done: done.includes(step), doneAt: done.includes(step) ? '2026-11-27 10:00:00' : null })),
  finished: false,
  hints,
});

describe('the first-run checklist', () => {
  it('sends each step to the screen where it is done and counts what is done', () => {
    const views = stepViews(state(['identity']));
    expect(views.map((v) => [v.step, v.href])).toEqual([
      ['identity', '/settings/company'],
      ['workspace', '/settings/workspace'],
      ['colleagues', '/users/create'],
      ['import', '/settings/import?from=setup'],
      ['dashboard', '/dashboard'],
    ]);
    expect(progressOf(views)).toBe(20);
    expect(progressOf(stepViews(state(['identity', 'workspace', 'colleagues', 'import', 'dashboard'])))).toBe(100);
  });

  it('tells the import step skipped (done, nothing imported) from done by importing (nothing to unmark)', () => {
    const skipped = stepViews(state(['import'])).find((v) => v.step === 'import');
    expect(skipped).toMatchObject({ done: true, skipped: true, doneByWork: false });
    const imported = stepViews(state(['import'], { identityHasVatNumber: false, users: 1, imports: 2 })).find((v) => v.step === 'import');
    expect(imported).toMatchObject({ done: true, skipped: false, doneByWork: true });
    expect(stepViews(state([])).find((v) => v.step === 'import')).toMatchObject({ done: false, skipped: false, doneByWork: false });
  });

  it('tells a step that looks done from what the tenant already has', () => {
    const views = stepViews(state([], { identityHasVatNumber: true, users: 3, imports: 0 }));
    expect(views.filter((v) => v.looksDone).map((v) => v.step)).toEqual(['identity', 'colleagues']);
    expect(stepViews(state([], { identityHasVatNumber: false, users: 1, imports: 0 })).some((v) => v.looksDone)).toBe(false);
  });
});

describe('Settings → Modules and region', () => {
  it('reads the stored settings, with Italian, Monday and Rome by default', () => {
    expect(workspaceValues({})).toEqual({ language: 'it', firstDayOfWeek: '1', timezone: 'Europe/Rome', hidden: [] });
    expect(workspaceValues({ language: 'en', first_day_of_week: '0', timezone: 'Europe/London', 'modules.hidden': ['samples', 'nonsense', 'calendar'] })).toEqual({
      language: 'en',
      firstDayOfWeek: '0',
      timezone: 'Europe/London',
      hidden: ['calendar', 'samples'],
    });
  });

  it('saves only what changed, and no hidden module as null', () => {
    const before = workspaceValues({ 'modules.hidden': ['samples'] });
    expect(changedSettings(before, before)).toEqual([]);
    const after = { ...before, language: 'en' as const, hidden: toggledModule(before.hidden, 'samples', true) };
    expect(changedSettings(before, after)).toEqual([
      { key: 'language', value: 'en' },
      { key: 'modules.hidden', value: null },
    ]);
    expect(changedSettings(before, { ...before, hidden: toggledModule(before.hidden, 'calendar', false) })).toEqual([{ key: 'modules.hidden', value: ['calendar', 'samples'] }]);
  });

  it('offers every time zone and keeps a stored one the browser does not know', () => {
    expect(timeZones('Europe/Rome')).toContain('Europe/Rome');
    expect(timeZones('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });
});
