import { createFormMachine } from '../../generic/form.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

type Values = { name: string };
const machine = createFormMachine<Values>();

export const formEntry: MachineRegistryEntry = {
  id: 'form',
  titleKey: 'machines.form.title',
  descriptionKey: 'machines.form.description',
  machine,
  stubbed: machine.provide({ actors: { validateValues: neverSettling(), submit: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default', input: { initialValues: { name: '' } } }],
    events: [
      { type: 'form.change', field: 'name', value: 'Anna' },
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'form.retry' },
      actorDone('validateValues', { name: ['required'] }),
      actorDone('validateValues', {}),
      actorError('validateValues', new Error('rule crashed')),
      actorDone('submit', { id: 1 }),
      actorError('submit', taggedError('Invalid', { fields: { name: ['taken'] } })),
      actorError('submit', taggedError('Network')),
    ],
  },
};
