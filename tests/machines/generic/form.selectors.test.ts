import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFormMachine, formChange } from '../../../src/machines/generic/form.machine.ts';
import { sameFormValues, selectIsDirty, selectIsSaving } from '../../../src/machines/generic/form.selectors.ts';

type Values = { name: string; tags: readonly string[] };
const machine = createFormMachine<Values, { id: number }>();

describe('form selectors', () => {
  it('compares values structurally', () => {
    expect(sameFormValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameFormValues({ a: [1] }, { a: [2] })).toBe(false);
    expect(sameFormValues({ a: null }, { a: '' })).toBe(false);
  });

  it('dirty while changed, not while saving, clean after a save; saving only while validating or submitting', async () => {
    let finish: (value: { id: number }) => void = () => undefined;
    const actor = createActor(machine.provide({ actors: { submit: fromPromise(() => new Promise<{ id: number }>((resolve) => (finish = resolve))) } }), {
      input: { initialValues: { name: '', tags: [] } },
    }).start();
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send(formChange<Values, 'tags'>('tags', ['a']));
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send(formChange<Values, 'tags'>('tags', []));
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitting'));
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    finish({ id: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });
});
