import { profileMergeMachine } from '../../profileMerge/profileMerge.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const current = { id: 1, name: 'Rossi S.r.l.' };
const other = { id: 2, name: 'Rossi srl' };

export const profileMergeEntry: MachineRegistryEntry = {
  id: 'profileMerge',
  titleKey: 'machines.profileMerge.title',
  descriptionKey: 'machines.profileMerge.description',
  machine: profileMergeMachine,
  stubbed: profileMergeMachine.provide({ actors: { loadPreview: neverSettling(), mergeProfiles: neverSettling() } }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'default', labelKey: 'starts.default', input: { current } }],
    events: [
      { type: 'merge.pick', profile: other },
      { type: 'merge.keep', survivorId: other.id },
      { type: 'merge.preview' },
      { type: 'merge.confirm' },
      { type: 'merge.retry' },
      { type: 'merge.back' },
      actorDone('loadPreview', [{ profile: other, contacts: 2, media: 1, events: 0, salesReports: 1, tasks: 0, works: 0, quotes: 0 }]),
      actorError('loadPreview', taggedError('Network')),
      actorDone('mergeProfiles', current),
      actorError('mergeProfiles', taggedError('Server')),
    ],
  },
};
