import { createEventEditorMachine } from '../../eventEditor/eventEditor.machine.ts';
import { FOLLOWS_REQUEST_MESSAGE } from '../../eventEditor/eventEditor.rules.ts';
import type { EventDraft, EventEditorInput } from '../../eventEditor/eventEditor.types.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createEventEditorMachine<{ id: number }>();

const draft = (type: string | null): EventDraft => ({
  calendarId: 1,
  summary: 'Riunione',
  description: '',
  start: '2026-03-30 09:00:00',
  end: '2026-03-30 09:30:00',
  duration: 30,
  allDay: false,
  busy: true,
  private: false,
  type,
  attendees: [],
});

const existing = (type: string | null): EventEditorInput => ({ draft: draft(type), original: { calendarId: 1, eventId: 7 } });

// The screen's rule (eventDraftRules.ts) in short: a draft without a start is not sent.
const needsStart = (value: EventDraft) => (value.start === null ? { start: ['required'] } : {});

export const eventEditorEntry: MachineRegistryEntry = {
  id: 'eventEditor',
  titleKey: 'machines.eventEditor.title',
  descriptionKey: 'machines.eventEditor.description',
  machine,
  stubbed: machine.provide({ actors: { createEvent: neverSettling(), moveEvent: neverSettling(), updateEvent: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    limit: 2000,
    starts: [
      { id: 'new', labelKey: 'starts.eventEditor.new', input: { draft: draft(null), original: null, validate: needsStart } },
      { id: 'existing', labelKey: 'starts.eventEditor.existing', input: existing(null) },
      { id: 'vacation', labelKey: 'starts.eventEditor.vacation', input: existing('vacation') },
    ],
    events: [
      { type: 'start.change', value: '2026-03-30 10:00:00' },
      { type: 'start.change', value: null },
      { type: 'end.change', value: '2026-03-30 11:00:00' },
      { type: 'field.change', field: 'calendarId', value: 2 },
      { type: 'save' },
      { type: 'dismiss' },
      actorDone('createEvent', { id: 7 }),
      actorError('createEvent', taggedError('Invalid', { fields: { start: ['required'] } })),
      actorDone('moveEvent', { id: 7 }),
      actorError('moveEvent', taggedError('Conflict')),
      actorError('moveEvent', taggedError('Conflict', { message: FOLLOWS_REQUEST_MESSAGE })),
      actorDone('updateEvent', { id: 7 }),
      actorError('updateEvent', taggedError('Conflict')),
      actorError('updateEvent', taggedError('Conflict', { message: FOLLOWS_REQUEST_MESSAGE })),
      actorError('updateEvent', taggedError('Network')),
    ],
  },
};
