import { createRecordMachine, RECORD_NOT_FOUND } from '../../generic/record.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createRecordMachine<{ id: number; name: string }>();

export const recordEntry: MachineRegistryEntry = {
  id: 'record',
  titleKey: 'machines.record.title',
  descriptionKey: 'machines.record.description',
  machine,
  stubbed: machine.provide({ actors: { loadRecord: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [
      { id: 'withId', labelKey: 'starts.record.withId', input: { id: 7, resource: 'task' } },
      { id: 'withoutId', labelKey: 'starts.record.withoutId', input: { id: null, resource: 'task' } },
    ],
    events: [
      actorDone('loadRecord', { id: 7, name: 'Seven' }),
      actorDone('loadRecord', RECORD_NOT_FOUND),
      actorError('loadRecord', taggedError('Network')),
      { type: 'record.reload' },
      { type: 'record.retry' },
      { type: 'record.replace', record: { id: 7, name: 'Renamed' } },
    ],
  },
};
