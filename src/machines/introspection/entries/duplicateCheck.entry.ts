import { duplicateCheckMachine } from '../../duplicateCheck/duplicateCheck.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, afterDelay, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const match = { id: 7, name: 'Rossi S.r.l.', type: 'customer', vatNumber: '01234560017', email: null, city: 'Torino', reason: 'vat_number' };

export const duplicateCheckEntry: MachineRegistryEntry = {
  id: 'duplicateCheck',
  titleKey: 'machines.duplicateCheck.title',
  descriptionKey: 'machines.duplicateCheck.description',
  machine: duplicateCheckMachine,
  stubbed: duplicateCheckMachine.provide({ actors: { findDuplicates: neverSettling() } }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'duplicates.typed', query: { vatNumber: '01234560017' } },
      { type: 'duplicates.typed', query: null },
      afterDelay('debounce', 'duplicateCheck.waiting'),
      actorDone('findDuplicates', [match]),
      actorDone('findDuplicates', []),
      actorError('findDuplicates', taggedError('Network')),
    ],
  },
};
