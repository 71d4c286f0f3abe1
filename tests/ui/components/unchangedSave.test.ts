import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendUnlessUnchanged } from '../../../src/machines/generic/unchangedSave.ts';
import { toaster } from '../../../src/ui/components/notify.ts';
import { bodyIfChanged, changedEntries, notifySaved, notifySettingsSaved } from '../../../src/ui/components/unchangedSave.ts';

// The unchanged-save rule shared by the edit forms: the body decides, a null body makes no call, and the notice says
// "Nothing to save: …" in the shape the edit walk (tests/e2e/edit-roundtrip.spec.ts) recognises.

afterEach(() => vi.restoreAllMocks());

type Values = { readonly name: string; readonly notes: string };
const toBody = (v: Values) => ({ name: v.name.trim(), notes: v.notes.trim() === '' ? null : v.notes.trim() });

describe('the unchanged-save rule', () => {
  it('a body equal to the loaded one is no change (trimmed spaces, a blank for null); any other difference is', () => {
    const loaded = { name: 'Rossi', notes: '' };
    expect(bodyIfChanged(toBody, { name: ' Rossi ', notes: '  ' }, loaded)).toBeNull();
    expect(bodyIfChanged(toBody, { name: 'Rossi srl', notes: '' }, loaded)).toEqual({ name: 'Rossi srl', notes: null });
  });

  it('a null body makes no call and answers null; a body is sent', async () => {
    const send = vi.fn((body: { name: string }) => Effect.succeed({ id: 1, ...body }));
    expect(await Effect.runPromise(sendUnlessUnchanged(null, send))).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(await Effect.runPromise(sendUnlessUnchanged({ name: 'x' }, send))).toEqual({ id: 1, name: 'x' });
  });

  it('says there was nothing to save when nothing was sent, else that the record was updated', () => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const texts = { unchanged: 'Nothing to save: the proposal is as it was.', updated: 'Proposal updated.' };
    notifySaved(null, texts);
    notifySaved({ id: 3 }, texts);
    expect(create.mock.calls.map(([toast]) => [toast.type, toast.description])).toEqual([
      ['info', 'Nothing to save: the proposal is as it was.'],
      ['success', 'Proposal updated.'],
    ]);
  });

  it('settings saved one call each send only the entries that changed; none changed says there was nothing to save', () => {
    const loaded = [
      { key: 'mail.name', value: 'Acme' },
      { key: 'mail.address', value: null },
    ];
    expect(changedEntries(loaded.map((entry) => ({ ...entry })), loaded)).toEqual([]);
    expect(changedEntries([{ key: 'mail.name', value: 'Acme' }, { key: 'mail.address', value: 'info@acme.test' }], loaded)).toEqual([{ key: 'mail.address', value: 'info@acme.test' }]);
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    const texts = { unchanged: 'Nothing to save: the settings are as they were.', updated: 'Settings saved' };
    notifySettingsSaved([], texts);
    notifySettingsSaved([{ key: 'mail.address', value: 'info@acme.test' }], texts);
    expect(create.mock.calls.map(([toast]) => toast.type)).toEqual(['info', 'success']);
  });

  it('the sentences come in pairs, "Niente da salvare: …" and "Nothing to save: …", each an `unchanged` key', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const keysStarting = (lang: string, prefix: string): string[] =>
      readdirSync(`locales/${lang}`).flatMap((file) => {
        const walk = (node: unknown, key: string): string[] =>
          typeof node === 'string' ? (node.startsWith(prefix) ? [`${file}:${key}`] : []) : node !== null && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => walk(v, `${key}.${k}`)) : [];
        return walk(JSON.parse(readFileSync(`locales/${lang}/${file}`, 'utf8')), '');
      });
    const italian = keysStarting('it', 'Niente da salvare: ');
    expect(keysStarting('en', 'Nothing to save: ')).toEqual(italian);
    expect(italian).toContain('proposals.json:.edit.unchanged');
    for (const key of italian) expect(key).toMatch(/\.unchanged$/);
  });
});
