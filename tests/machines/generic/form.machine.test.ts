import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFormMachine, formChange, type ValidateInput } from '../../../src/machines/generic/form.machine.ts';
import type { FieldErrors } from '../../../src/machines/generic/errorTag.ts';
import { actorDone, actorError, generateMachinePaths, pathCoverage } from '../pathTestHelper.ts';
import { pendingPromise, tagged } from './stubs.ts';

type Values = { name: string; hours: number };
const initialValues: Values = { name: '', hours: 0 };
const validate = (values: Values): FieldErrors => (values.name ? {} : { name: ['required'] });
const machine = createFormMachine<Values, { id: number }>();

const withSubmit = (submit: (values: Values) => Promise<{ id: number }>) =>
  machine.provide({ actors: { submit: fromPromise(({ input }: { input: { values: Values } }) => submit(input.values)) } });

describe('form machine: guards and actions', () => {
  it('client rules keep the form in editing with field errors', async () => {
    const actor = createActor(withSubmit(async () => ({ id: 1 })), { input: { initialValues, validate } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: ['required'] });
  });

  it('form.change sets the value and clears that field error only', () => {
    const actor = createActor(machine.provide({ actors: { validateValues: pendingPromise<FieldErrors, ValidateInput<Values>>() } }), { input: { initialValues } }).start();
    actor.send({ type: 'form.submit' });
    actor.send(actorDone('validateValues', { name: ['required'], hours: ['too many'] }) as never);
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Anna', hours: 0 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ hours: ['too many'] });
  });

  it('submits valid values and succeeds', async () => {
    const sent: Values[] = [];
    const actor = createActor(withSubmit(async (values) => (sent.push(values), { id: 7 })), { input: { initialValues, validate } }).start();
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([{ name: 'Anna', hours: 0 }]);
    expect(actor.getSnapshot().context.result).toEqual({ id: 7 });
  });

  it('a tagged Invalid error becomes field errors; values are kept', async () => {
    const actor = createActor(withSubmit(async () => Promise.reject(tagged('Invalid', { fields: { hours: ['max 24'] } }))), { input: { initialValues, validate } }).start();
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.formError !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ hours: ['max 24'] });
    expect(actor.getSnapshot().context.values.name).toBe('Anna');
  });

  it.each(['Network', 'Server'])('fault injection: %s keeps everything typed and can be retried', async (tag) => {
    let attempts = 0;
    const actor = createActor(
      withSubmit(async () => {
        attempts += 1;
        if (attempts === 1) throw tagged(tag);
        return { id: 1 };
      }),
      { input: { initialValues, validate } },
    ).start();
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send(formChange<Values, 'hours'>('hours', 8));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ formError: tag, values: { name: 'Anna', hours: 8 } });
    expect(actor.getSnapshot().can({ type: 'form.retry' })).toBe(true);
    actor.send({ type: 'form.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
  });

  it.each(['Forbidden', 'Unauthorized', 'NotFound', 'Conflict'])('a %s refusal keeps everything typed but offers no retry', async (tag) => {
    const actor = createActor(withSubmit(async () => Promise.reject(tagged(tag))), { input: { initialValues, validate } }).start();
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ formError: tag, values: { name: 'Anna', hours: 0 } });
    expect(actor.getSnapshot().can({ type: 'form.retry' })).toBe(false);
  });

  it('saves twice: after a save the form is editable again, with the saved values as its initial values', async () => {
    const sent: Values[] = [];
    const actor = createActor(withSubmit(async (values) => (sent.push(values), { id: sent.length })), { input: { initialValues, validate } }).start();
    actor.send(formChange<Values, 'name'>('name', 'Anna'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(actor.getSnapshot().context.initialValues).toEqual({ name: 'Anna', hours: 0 });
    actor.send(formChange<Values, 'hours'>('hours', 4));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded') && snapshot.context.result?.id === 2);
    expect(sent).toEqual([
      { name: 'Anna', hours: 0 },
      { name: 'Anna', hours: 4 },
    ]);
    // form.reset now goes back to the last saved values, not to the very first ones.
    actor.send(formChange<Values, 'hours'>('hours', 9));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Anna', hours: 4 });
  });

  it('a saved form can be submitted again unchanged', async () => {
    let calls = 0;
    const actor = createActor(withSubmit(async () => ({ id: (calls += 1) })), { input: { initialValues: { name: 'Anna', hours: 1 }, validate } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded') && calls === 2);
  });

  it('form.retry is refused without a form error; form.reset restores the initial values', () => {
    const actor = createActor(machine, { input: { initialValues } }).start();
    expect(actor.getSnapshot().can({ type: 'form.retry' })).toBe(false);
    actor.send(formChange<Values, 'name'>('name', 'x'));
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values).toEqual(initialValues);
  });
});

describe('form machine: generated paths', () => {
  const stubbed = machine.provide({
    actors: { validateValues: pendingPromise<FieldErrors, ValidateInput<Values>>(), submit: pendingPromise<{ id: number }, { values: Values }>() },
  });
  const paths = generateMachinePaths(stubbed, {
    input: { initialValues, validate },
    events: [
      { type: 'form.change', field: 'name', value: 'Anna' },
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'form.retry' },
      actorDone('validateValues', { name: ['required'] }),
      actorDone('validateValues', {}),
      actorError('validateValues', new Error('rule crashed')),
      actorDone('submit', { id: 1 }),
      actorError('submit', tagged('Invalid', { fields: { name: ['taken'] } })),
      actorError('submit', tagged('Network')),
    ],
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await path.run();
  });
});
