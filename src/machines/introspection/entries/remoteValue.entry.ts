import { createRemoteValueMachine } from '../../generic/remoteValue.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createRemoteValueMachine<unknown, unknown>();

export const remoteValueEntry: MachineRegistryEntry = {
  id: 'remoteValue',
  titleKey: 'machines.remoteValue.title',
  descriptionKey: 'machines.remoteValue.description',
  machine,
  stubbed: machine.provide({ actors: { load: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default', input: { input: { year: 2026 } } }],
    events: [
      actorDone('load', { rows: [] }),
      actorError('load', taggedError('Network')),
      { type: 'value.retry' },
      { type: 'value.input', input: { year: 2025 } },
    ],
  },
};
