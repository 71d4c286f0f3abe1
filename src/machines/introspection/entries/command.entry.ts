import { createCommandMachine } from '../../generic/command.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createCommandMachine<{ kind: 'check'; id: number }>();

export const commandEntry: MachineRegistryEntry = {
  id: 'command',
  titleKey: 'machines.command.title',
  descriptionKey: 'machines.command.description',
  machine,
  stubbed: machine.provide({ actors: { execute: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'command.run', command: { kind: 'check', id: 1 } },
      { type: 'command.dismiss' },
      actorDone('execute', { ok: true }),
      actorError('execute', taggedError('Conflict')),
    ],
  },
};
