import { createConfirmActionMachine } from '../../generic/confirmAction.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createConfirmActionMachine<{ id: number }>();

export const confirmActionEntry: MachineRegistryEntry = {
  id: 'confirmAction',
  titleKey: 'machines.confirmAction.title',
  descriptionKey: 'machines.confirmAction.description',
  machine,
  stubbed: machine.provide({ actors: { act: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'confirm.open', payload: { id: 1 } },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'confirm.retry' },
      actorDone('act', 'ok'),
      actorError('act', taggedError('Server')),
    ],
  },
};
