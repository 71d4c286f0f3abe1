import { createLookupMachine } from '../../session/lookup.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createLookupMachine<unknown>();

export const lookupEntry: MachineRegistryEntry = {
  id: 'lookup',
  titleKey: 'machines.lookup.title',
  descriptionKey: 'machines.lookup.description',
  machine,
  stubbed: machine.provide({ actors: { lookup: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [actorDone('lookup', { email: 'ada@acme.test' }), actorError('lookup', taggedError('NotFound')), { type: 'lookup.retry' }],
  },
};
