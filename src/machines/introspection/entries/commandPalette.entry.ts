import { commandPaletteMachine } from '../../commandPalette/commandPalette.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, afterDelay, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const hit = { id: 7, title: 'Rossi S.r.l.', subtitle: 'Torino', rank: 0.6, profileType: 'customer', calendarId: null };

export const commandPaletteEntry: MachineRegistryEntry = {
  id: 'commandPalette',
  titleKey: 'machines.commandPalette.title',
  descriptionKey: 'machines.commandPalette.description',
  machine: commandPaletteMachine,
  stubbed: commandPaletteMachine.provide({ actors: { searchRecords: neverSettling() } }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'palette.open' },
      { type: 'palette.typed', query: 'ross' },
      { type: 'palette.typed', query: 'r' },
      afterDelay('searchPause', 'commandPalette.open.waiting'),
      actorDone('searchRecords', [{ kind: 'profiles', hits: [hit] }]),
      actorDone('searchRecords', []),
      actorError('searchRecords', taggedError('Network')),
      { type: 'palette.retry' },
      { type: 'palette.close' },
    ],
  },
};
