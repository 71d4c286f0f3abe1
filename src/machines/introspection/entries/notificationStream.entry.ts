import { notificationStreamMachine } from '../../notificationStream/notificationStream.machine.ts';
import { silentCallback } from '../neverSettling.ts';
import { afterDelay, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = notificationStreamMachine;

const notification = { id: 41, kind: 'vacation.decided', recordType: 'vacation', recordId: 7, params: { status: 'accepted' }, createdAt: '2026-03-02 09:00:00', readAt: null };

export const notificationStreamEntry: MachineRegistryEntry = {
  id: 'notificationStream',
  titleKey: 'machines.notificationStream.title',
  descriptionKey: 'machines.notificationStream.description',
  machine,
  stubbed: machine.provide({ actors: { stream: silentCallback() } }),
  paths: {
    strategy: 'shortest',
    limit: 5000,
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'stream.opened' },
      { type: 'stream.notification', notification },
      { type: 'stream.unread', unread: { through: 41, count: 0, ids: [], recent: [41] } },
      { type: 'stream.ended' },
      { type: 'stream.failed', error: taggedError('Network') },
      { type: 'stream.failed', error: taggedError('Unauthorized', { message: 'Unauthenticated.' }) },
      { type: 'stream.stop' },
      afterDelay('backoff', 'notificationStream.retrying'),
    ],
  },
};
