import type { AnyMachineSnapshot } from 'xstate';
import { createUploadMachine } from '../../generic/upload.machine.ts';
import { silentCallback } from '../neverSettling.ts';
import { taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createUploadMachine<{ mediaId: number }>();

const sampleFile = () => new File(['hello'], 'a.txt', { type: 'text/plain' });

const attemptsOf = (snapshot: AnyMachineSnapshot): readonly number[] => {
  const uploads: unknown = snapshot.context.uploads;
  return Array.isArray(uploads) ? uploads.map((entry: { attempt?: unknown }) => (typeof entry.attempt === 'number' ? entry.attempt : 0)) : [];
};

const nextIdOf = (snapshot: AnyMachineSnapshot): number => (typeof snapshot.context.nextId === 'number' ? snapshot.context.nextId : 0);

export const uploadEntry: MachineRegistryEntry = {
  id: 'upload',
  titleKey: 'machines.upload.title',
  descriptionKey: 'machines.upload.description',
  machine,
  stubbed: machine.provide({ actors: { uploadFile: silentCallback() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    // Ids and attempts only grow: adds and retries are offered a bounded number of times, so the state space stays finite.
    events: (snapshot): readonly SampleEvent[] => [
      ...(nextIdOf(snapshot) <= 2 ? [{ type: 'upload.add', files: [sampleFile()] }] : []),
      ...(attemptsOf(snapshot).every((attempt) => attempt < 2) ? [{ type: 'upload.retry', id: 'upload-1' }] : []),
      { type: 'upload.add', files: [] },
      { type: 'upload.progress', id: 'upload-1', loaded: 5, total: 10 },
      { type: 'upload.succeeded', id: 'upload-1', item: { mediaId: 1 } },
      { type: 'upload.failed', id: 'upload-1', error: taggedError('Server') },
      { type: 'upload.remove', id: 'upload-1' },
      { type: 'upload.remove', id: 'upload-2' },
    ],
  },
};
