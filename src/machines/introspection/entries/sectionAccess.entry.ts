import { createSectionAccessMachine } from '../../sectionAccess/sectionAccess.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, afterDelay, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createSectionAccessMachine();

export const sectionAccessEntry: MachineRegistryEntry = {
  id: 'sectionAccess',
  titleKey: 'machines.sectionAccess.title',
  descriptionKey: 'machines.sectionAccess.description',
  machine,
  stubbed: machine.provide({ actors: { checkAccess: neverSettling(), unlock: neverSettling() } }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'evaluators', labelKey: 'starts.sectionAccess.evaluators', input: { section: 'evaluators' } }],
    events: [
      { type: 'access.submit', password: 'Bottega!2026' },
      actorDone('checkAccess', 540),
      actorDone('checkAccess', 0),
      actorError('checkAccess', taggedError('Network')),
      actorDone('unlock', 600),
      actorDone('unlock', 0),
      actorError('unlock', taggedError('Invalid', { fields: { password: ['The password is incorrect.'] } })),
      actorError('unlock', taggedError('TooManyRequests', { retryAfterSeconds: 840 })),
      afterDelay('window', 'sectionAccess.open'),
      { type: 'access.refused' },
    ],
  },
};
